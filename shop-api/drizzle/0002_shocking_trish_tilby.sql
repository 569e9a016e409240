CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"extension" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attachment_translations" (
	"product_attachment_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "product_attachment_translations_pkey" PRIMARY KEY("product_attachment_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_variation_id" integer,
	"percents" numeric(5, 2) NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	CONSTRAINT "product_discounts_percents_check" CHECK ("product_discounts"."percents" > 0 and "product_discounts"."percents" < 100)
);
--> statement-breakpoint
CREATE TABLE "product_package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_variation_id" integer,
	"count" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_package_items_count_check" CHECK ("product_package_items"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_variation_id" integer,
	"related_product_id" integer NOT NULL,
	"related_product_variation_id" integer,
	"relation_type" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source_type" smallint DEFAULT 0 NOT NULL,
	"video_id" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "stock_display_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'bounded' NOT NULL,
	"min" integer DEFAULT 1 NOT NULL,
	"max" integer DEFAULT 20 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_review_parameter_ratings" (
	"product_review_id" integer NOT NULL,
	"review_parameter_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	CONSTRAINT "product_review_parameter_ratings_pkey" PRIMARY KEY("product_review_id","review_parameter_id"),
	CONSTRAINT "product_review_parameter_ratings_rating_check" CHECK ("product_review_parameter_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"customer_full_name" text,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_parameter_translations" (
	"review_parameter_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "review_parameter_translations_pkey" PRIMARY KEY("review_parameter_id","locale")
);
--> statement-breakpoint
CREATE TABLE "review_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_attachment_translations" ADD CONSTRAINT "product_attachment_translations_product_attachment_id_product_attachments_id_fk" FOREIGN KEY ("product_attachment_id") REFERENCES "public"."product_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attachments" ADD CONSTRAINT "product_attachments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attachments" ADD CONSTRAINT "product_attachments_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_package_items" ADD CONSTRAINT "product_package_items_product_package_id_products_id_fk" FOREIGN KEY ("product_package_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_package_items" ADD CONSTRAINT "product_package_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_package_items" ADD CONSTRAINT "product_package_items_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_variation_id_product_variations_id_fk" FOREIGN KEY ("related_product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_videos" ADD CONSTRAINT "product_videos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_parameter_ratings" ADD CONSTRAINT "product_review_parameter_ratings_product_review_id_product_reviews_id_fk" FOREIGN KEY ("product_review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_parameter_ratings" ADD CONSTRAINT "product_review_parameter_ratings_review_parameter_id_review_parameters_id_fk" FOREIGN KEY ("review_parameter_id") REFERENCES "public"."review_parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_parameter_translations" ADD CONSTRAINT "review_parameter_translations_review_parameter_id_review_parameters_id_fk" FOREIGN KEY ("review_parameter_id") REFERENCES "public"."review_parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_attachments_product_idx" ON "product_attachments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_discounts_product_idx" ON "product_discounts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_package_items_package_idx" ON "product_package_items" USING btree ("product_package_id");--> statement-breakpoint
CREATE INDEX "product_relations_product_idx" ON "product_relations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_videos_product_idx" ON "product_videos" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id");