CREATE TABLE "brand_translations" (
	"brand_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	"has_automatic_slug" boolean DEFAULT true NOT NULL,
	"meta_title" text,
	"meta_h1_title" text,
	"meta_description" text,
	CONSTRAINT "brand_translations_pkey" PRIMARY KEY("brand_id","locale")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"image_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"meta_index" boolean DEFAULT true NOT NULL,
	"meta_follow" boolean DEFAULT true NOT NULL,
	"show_on_sitemap" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"image_id" integer,
	"menu_image_id" integer,
	"color" varchar(7),
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"customer_groups_restriction" boolean DEFAULT false NOT NULL,
	"meta_index" boolean DEFAULT true NOT NULL,
	"meta_follow" boolean DEFAULT true NOT NULL,
	"show_on_sitemap" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	"has_automatic_slug" boolean DEFAULT true NOT NULL,
	"meta_title" text,
	"meta_h1_title" text,
	"meta_description" text,
	CONSTRAINT "category_translations_pkey" PRIMARY KEY("category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_availabilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"can_purchase" boolean DEFAULT true NOT NULL,
	"for_empty_stock" boolean DEFAULT false NOT NULL,
	"for_refilled_stock" boolean DEFAULT false NOT NULL,
	"in_catalog" boolean DEFAULT true NOT NULL,
	"show_stock_states" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_availability_translations" (
	"product_availability_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"note" text,
	"has_automatic_slug" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_availability_translations_pkey" PRIMARY KEY("product_availability_id","locale")
);
--> statement-breakpoint
CREATE TABLE "article_article_categories" (
	"article_id" integer NOT NULL,
	"article_category_id" integer NOT NULL,
	CONSTRAINT "article_article_categories_pkey" PRIMARY KEY("article_id","article_category_id")
);
--> statement-breakpoint
CREATE TABLE "article_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"image_id" integer
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_category_translations" (
	"article_category_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	CONSTRAINT "article_category_translations_pkey" PRIMARY KEY("article_category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "article_products" (
	"article_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "article_products_pkey" PRIMARY KEY("article_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"perex" text,
	"content" text,
	"slug" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "article_translations_pkey" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"default_article_category_id" integer,
	"author_id" integer,
	"image_id" integer,
	"time_for_reading" integer,
	"publish_at" timestamp with time zone,
	"external_url" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(2) NOT NULL,
	"source_path" text NOT NULL,
	"destination" text NOT NULL,
	"status_code" smallint DEFAULT 301 NOT NULL,
	CONSTRAINT "redirects_locale_source_unique" UNIQUE("locale","source_path")
);
--> statement-breakpoint
CREATE TABLE "seo_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(2) NOT NULL,
	"path" text NOT NULL,
	"model_type" smallint NOT NULL,
	"model_id" integer NOT NULL,
	"is_canonical" boolean DEFAULT true NOT NULL,
	CONSTRAINT "seo_urls_locale_path_unique" UNIQUE("locale","path")
);
--> statement-breakpoint
CREATE TABLE "static_page_translations" (
	"static_page_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"slug" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "static_page_translations_pkey" PRIMARY KEY("static_page_id","locale")
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"meta_index" boolean DEFAULT true NOT NULL,
	"meta_follow" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_pkey" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_variation_id" integer,
	"image_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"taxed_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_prices_pkey" PRIMARY KEY("product_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "product_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_property_attribute_translations" (
	"product_property_attribute_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"has_automatic_slug" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_property_attribute_translations_pkey" PRIMARY KEY("product_property_attribute_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_property_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_property_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"image_id" integer,
	"value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_property_translations" (
	"product_property_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	"has_automatic_slug" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_property_translations_pkey" PRIMARY KEY("product_property_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	"slug" text NOT NULL,
	"has_automatic_slug" boolean DEFAULT true NOT NULL,
	"meta_title" text,
	"meta_h1_title" text,
	"meta_description" text,
	"og_title" text,
	"og_description" text,
	CONSTRAINT "product_translations_pkey" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_variation_attributes" (
	"product_variation_id" integer NOT NULL,
	"product_property_id" integer NOT NULL,
	"product_property_attribute_id" integer NOT NULL,
	CONSTRAINT "product_variation_attributes_pkey" PRIMARY KEY("product_variation_id","product_property_id")
);
--> statement-breakpoint
CREATE TABLE "product_variation_prices" (
	"product_variation_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"taxed_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_variation_prices_pkey" PRIMARY KEY("product_variation_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "product_variation_translations" (
	"product_variation_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	CONSTRAINT "product_variation_translations_pkey" PRIMARY KEY("product_variation_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image_id" integer,
	"product_availability_id" integer,
	"code" text,
	"sku" text,
	"ean" text,
	"upc" text,
	"jan" text,
	"isbn" text,
	"mpn" text,
	"update_stock" boolean DEFAULT true NOT NULL,
	"stock_state" integer DEFAULT 0 NOT NULL,
	"reserved_state" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"need_package" boolean DEFAULT false NOT NULL,
	"height" real,
	"width" real,
	"depth" real,
	"weight" real,
	"volume" real,
	"expected_count" integer,
	"expected_date_min" date,
	"expected_date_max" date,
	"purchasable_since" timestamp with time zone,
	"max_purchasable_amount" integer
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"product_availability_id" integer,
	"tax_group_id" integer,
	"default_category_id" integer,
	"code" text,
	"sku" text,
	"ean" text,
	"upc" text,
	"jan" text,
	"isbn" text,
	"mpn" text,
	"update_stock" boolean DEFAULT true NOT NULL,
	"stock_state" integer DEFAULT 0 NOT NULL,
	"reserved_state" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"meta_index" boolean DEFAULT true NOT NULL,
	"meta_follow" boolean DEFAULT true NOT NULL,
	"show_on_sitemap" boolean DEFAULT true NOT NULL,
	"height" real,
	"width" real,
	"depth" real,
	"weight" real,
	"volume" real,
	"sells_count" integer DEFAULT 0 NOT NULL,
	"has_variations" boolean DEFAULT false NOT NULL,
	"og_image_id" integer,
	"expected_count" integer,
	"expected_date_min" date,
	"expected_date_max" date,
	"purchasable_since" timestamp with time zone,
	"max_purchasable_amount" integer,
	"need_package" boolean DEFAULT false NOT NULL,
	"amount_unit" text,
	"expected_days" integer,
	"feed_availability" text,
	"product_type" smallint DEFAULT 0 NOT NULL,
	"flexible_package_number_of_items" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"alpha2" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"dial_code" text NOT NULL,
	"numeric_code" varchar(3) NOT NULL,
	"language_id" varchar(2),
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_alpha2_unique" UNIQUE("alpha2")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimal_places" integer NOT NULL,
	"numeric_code" varchar(3) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shop_hostnames" (
	"hostname" text PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"country_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rate" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_translations" ADD CONSTRAINT "brand_translations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_menu_image_id_images_id_fk" FOREIGN KEY ("menu_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_availability_translations" ADD CONSTRAINT "product_availability_translations_product_availability_id_product_availabilities_id_fk" FOREIGN KEY ("product_availability_id") REFERENCES "public"."product_availabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_article_categories" ADD CONSTRAINT "article_article_categories_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_article_categories" ADD CONSTRAINT "article_article_categories_article_category_id_article_categories_id_fk" FOREIGN KEY ("article_category_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_authors" ADD CONSTRAINT "article_authors_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_translations" ADD CONSTRAINT "article_category_translations_article_category_id_article_categories_id_fk" FOREIGN KEY ("article_category_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_products" ADD CONSTRAINT "article_products_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_default_article_category_id_article_categories_id_fk" FOREIGN KEY ("default_article_category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_article_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."article_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_page_translations" ADD CONSTRAINT "static_page_translations_static_page_id_static_pages_id_fk" FOREIGN KEY ("static_page_id") REFERENCES "public"."static_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_property_attribute_translations" ADD CONSTRAINT "product_property_attribute_translations_product_property_attribute_id_product_property_attributes_id_fk" FOREIGN KEY ("product_property_attribute_id") REFERENCES "public"."product_property_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_property_attributes" ADD CONSTRAINT "product_property_attributes_product_property_id_product_properties_id_fk" FOREIGN KEY ("product_property_id") REFERENCES "public"."product_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_property_attributes" ADD CONSTRAINT "product_property_attributes_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_property_translations" ADD CONSTRAINT "product_property_translations_product_property_id_product_properties_id_fk" FOREIGN KEY ("product_property_id") REFERENCES "public"."product_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation_attributes" ADD CONSTRAINT "product_variation_attributes_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation_attributes" ADD CONSTRAINT "product_variation_attributes_product_property_id_product_properties_id_fk" FOREIGN KEY ("product_property_id") REFERENCES "public"."product_properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation_attributes" ADD CONSTRAINT "product_variation_attributes_product_property_attribute_id_product_property_attributes_id_fk" FOREIGN KEY ("product_property_attribute_id") REFERENCES "public"."product_property_attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation_prices" ADD CONSTRAINT "product_variation_prices_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation_prices" ADD CONSTRAINT "product_variation_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation_translations" ADD CONSTRAINT "product_variation_translations_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_availability_id_product_availabilities_id_fk" FOREIGN KEY ("product_availability_id") REFERENCES "public"."product_availabilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_availability_id_product_availabilities_id_fk" FOREIGN KEY ("product_availability_id") REFERENCES "public"."product_availabilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_group_id_tax_groups_id_fk" FOREIGN KEY ("tax_group_id") REFERENCES "public"."tax_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_default_category_id_categories_id_fk" FOREIGN KEY ("default_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_og_image_id_images_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hostnames" ADD CONSTRAINT "shop_hostnames_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hostnames" ADD CONSTRAINT "shop_hostnames_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variations_product_idx" ON "product_variations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_default_category_idx" ON "products" USING btree ("default_category_id");