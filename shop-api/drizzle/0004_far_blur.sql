CREATE TABLE "category_customer_groups" (
	"category_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	CONSTRAINT "category_customer_groups_pkey" PRIMARY KEY("category_id","customer_group_id")
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "category_customer_groups" ADD CONSTRAINT "category_customer_groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_customer_groups" ADD CONSTRAINT "category_customer_groups_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_customer_groups_group_idx" ON "category_customer_groups" USING btree ("customer_group_id");