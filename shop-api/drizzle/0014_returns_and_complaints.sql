CREATE TABLE "complaint_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"customer_address_id" integer,
	"first_name" text,
	"last_name" text,
	"dial_code" text,
	"phone" text,
	"street" text,
	"city" text,
	"post_code" text,
	"country_id" integer,
	"is_company" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"company_identification_number" text,
	"company_vat_number" text
);
--> statement-breakpoint
CREATE TABLE "complaint_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"preferred_resolve" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"bank_account_number" text,
	"bank_code" text,
	"bank_account_iban" text,
	"bank_swift_code" text,
	"document_number" text,
	"expiration_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"resolve_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_document_number_unique" UNIQUE("document_number")
);
--> statement-breakpoint
CREATE TABLE "refund_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"customer_address_id" integer,
	"first_name" text,
	"last_name" text,
	"dial_code" text,
	"phone" text,
	"street" text,
	"city" text,
	"post_code" text,
	"country_id" integer,
	"is_company" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"company_identification_number" text,
	"company_vat_number" text
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"preferred_resolve" text
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"is_withdrawal" boolean NOT NULL,
	"document_number" text,
	"shipping_method_id" integer,
	"shipping_option_id" integer,
	"has_shipping_address" boolean DEFAULT false NOT NULL,
	"bank_account_number" text,
	"bank_code" text,
	"bank_account_iban" text,
	"bank_swift_code" text,
	"expiration_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_document_number_unique" UNIQUE("document_number")
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaint_addresses" ADD CONSTRAINT "complaint_addresses_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_addresses" ADD CONSTRAINT "complaint_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_items" ADD CONSTRAINT "complaint_items_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_items" ADD CONSTRAINT "complaint_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_addresses" ADD CONSTRAINT "refund_addresses_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_addresses" ADD CONSTRAINT "refund_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shipping_option_id_shipping_options_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_addresses_complaint_type_idx" ON "complaint_addresses" USING btree ("complaint_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_items_complaint_item_idx" ON "complaint_items" USING btree ("complaint_id","order_item_id");--> statement-breakpoint
CREATE INDEX "complaint_photos_complaint_idx" ON "complaint_photos" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaints_order_idx" ON "complaints" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_addresses_refund_type_idx" ON "refund_addresses" USING btree ("refund_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_items_refund_item_idx" ON "refund_items" USING btree ("refund_id","order_item_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");