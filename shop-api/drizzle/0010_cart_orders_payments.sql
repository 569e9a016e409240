CREATE TABLE "cart_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
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
	"company_vat_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"discount_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"parent_id" integer,
	"product_id" integer NOT NULL,
	"product_variation_id" integer,
	"gift_id" integer,
	"item_type" smallint DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"reserved_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"email" text,
	"customer_id" integer,
	"shipping_method_id" integer,
	"shipping_option_id" integer,
	"payment_method_id" integer,
	"country_id" integer,
	"has_shipping_address" boolean DEFAULT false NOT NULL,
	"expiration_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_shipping_thresholds" (
	"currency_id" integer PRIMARY KEY NOT NULL,
	"taxed_amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method_prices" (
	"payment_method_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"taxed_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "payment_method_prices_pkey" PRIMARY KEY("payment_method_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "payment_method_translations" (
	"payment_method_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"payment_note" text,
	CONSTRAINT "payment_method_translations_pkey" PRIMARY KEY("payment_method_id","locale")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_service" smallint DEFAULT 0 NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_id" integer,
	"tax_group_id" integer NOT NULL,
	"bank_account" text,
	"iban" text,
	"swift" text,
	"due_days" integer DEFAULT 14 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_method_countries" (
	"shipping_method_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "shipping_method_countries_pkey" PRIMARY KEY("shipping_method_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_method_prices" (
	"shipping_method_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"taxed_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "shipping_method_prices_pkey" PRIMARY KEY("shipping_method_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_method_translations" (
	"shipping_method_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"delivery_time" text,
	CONSTRAINT "shipping_method_translations_pkey" PRIMARY KEY("shipping_method_id","locale")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipping_service" smallint DEFAULT 0 NOT NULL,
	"address_requirement" smallint DEFAULT 0 NOT NULL,
	"has_options" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_for_refund" boolean DEFAULT false NOT NULL,
	"image_id" integer,
	"tax_group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipping_method_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"post_code" text NOT NULL,
	"country_id" integer NOT NULL,
	"opening_hours" text,
	"search_text" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_payment_incompatibilities" (
	"shipping_method_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	CONSTRAINT "shipping_payment_incompatibilities_pkey" PRIMARY KEY("shipping_method_id","payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "discount_currency_amounts" (
	"discount_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"taxed_amount" numeric(12, 2),
	"minimum_taxed_order" numeric(12, 2),
	CONSTRAINT "discount_currency_amounts_pkey" PRIMARY KEY("discount_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "discount_translations" (
	"discount_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "discount_translations_pkey" PRIMARY KEY("discount_id","locale")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percents" numeric(5, 2),
	"free_shipping" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_for_purchase" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"limit_orders" integer,
	"used_orders" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_code_unique" UNIQUE("code"),
	CONSTRAINT "discounts_percents_check" CHECK ("discounts"."percents" is null or ("discounts"."percents" > 0 and "discounts"."percents" <= 100)),
	CONSTRAINT "discounts_used_orders_check" CHECK ("discounts"."used_orders" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"type" smallint NOT NULL,
	"product_id" integer,
	"currency_id" integer,
	"amount" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_variation_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_combinable" boolean DEFAULT true NOT NULL,
	"percents" numeric(5, 2) DEFAULT 100 NOT NULL,
	"limit" integer
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
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
	"company_vat_number" text,
	"shipping_method_id" integer,
	"shipping_option_id" integer,
	"shipping_service" smallint
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"discount_id" integer,
	"name" text NOT NULL,
	"code" text,
	"discounted_amount" numeric(12, 2) NOT NULL,
	"discounted_taxed_amount" numeric(12, 2) NOT NULL,
	"is_for_purchase" boolean DEFAULT true NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"parent_id" integer,
	"product_id" integer,
	"product_variation_id" integer,
	"gift_id" integer,
	"order_item_type" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"variation_name" text,
	"code" text,
	"sku" text,
	"image_id" integer,
	"amount" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"taxed_unit_price" numeric(12, 2) NOT NULL,
	"original_unit_price" numeric(12, 2) NOT NULL,
	"original_taxed_unit_price" numeric(12, 2) NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"taxed_total_price" numeric(12, 2) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"variable_symbol" text NOT NULL,
	"cart_id" uuid,
	"customer_id" integer,
	"currency_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"email" text NOT NULL,
	"note" text,
	"gender_oriented_product_preference" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"create_new_account" boolean DEFAULT false NOT NULL,
	"access_token_hash" text NOT NULL,
	"idempotency_key" uuid,
	"items_price" numeric(12, 2) NOT NULL,
	"taxed_items_price" numeric(12, 2) NOT NULL,
	"discounted_amount" numeric(12, 2) NOT NULL,
	"discounted_taxed_amount" numeric(12, 2) NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"taxed_total_price" numeric(12, 2) NOT NULL,
	"tax_amount" numeric(12, 2) NOT NULL,
	"tax_per_rate" jsonb NOT NULL,
	"shipping_method_id" integer,
	"shipping_name" text NOT NULL,
	"shipping_price" numeric(12, 2) NOT NULL,
	"shipping_taxed_price" numeric(12, 2) NOT NULL,
	"shipping_tax_rate" numeric(5, 2) NOT NULL,
	"shipping_service" smallint NOT NULL,
	"shipping_option_id" integer,
	"shipping_option_name" text,
	"payment_method_id" integer,
	"payment_name" text NOT NULL,
	"payment_price" numeric(12, 2) NOT NULL,
	"payment_taxed_price" numeric(12, 2) NOT NULL,
	"payment_tax_rate" numeric(5, 2) NOT NULL,
	"payment_service" smallint NOT NULL,
	"payment_is_online" boolean NOT NULL,
	"payment_note" text,
	"bank_account" text,
	"iban" text,
	"swift" text,
	"payment_due_date" date,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"external_id" text NOT NULL,
	"order_number" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"return_url" text NOT NULL,
	"gate_url" text,
	"payload" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_addresses" ADD CONSTRAINT "cart_addresses_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_addresses" ADD CONSTRAINT "cart_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_parent_id_cart_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_option_id_shipping_options_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_shipping_thresholds" ADD CONSTRAINT "free_shipping_thresholds_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_prices" ADD CONSTRAINT "payment_method_prices_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_prices" ADD CONSTRAINT "payment_method_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_translations" ADD CONSTRAINT "payment_method_translations_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_tax_group_id_tax_groups_id_fk" FOREIGN KEY ("tax_group_id") REFERENCES "public"."tax_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_countries" ADD CONSTRAINT "shipping_method_countries_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_countries" ADD CONSTRAINT "shipping_method_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_prices" ADD CONSTRAINT "shipping_method_prices_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_prices" ADD CONSTRAINT "shipping_method_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_translations" ADD CONSTRAINT "shipping_method_translations_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_tax_group_id_tax_groups_id_fk" FOREIGN KEY ("tax_group_id") REFERENCES "public"."tax_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_payment_incompatibilities" ADD CONSTRAINT "shipping_payment_incompatibilities_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_payment_incompatibilities" ADD CONSTRAINT "shipping_payment_incompatibilities_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_currency_amounts" ADD CONSTRAINT "discount_currency_amounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_currency_amounts" ADD CONSTRAINT "discount_currency_amounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_translations" ADD CONSTRAINT "discount_translations_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_option_id_shipping_options_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_addresses_cart_type_idx" ON "cart_addresses" USING btree ("cart_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_discounts_cart_discount_idx" ON "cart_discounts" USING btree ("cart_id","discount_id");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cart_items_variation_idx" ON "cart_items" USING btree ("product_variation_id");--> statement-breakpoint
CREATE INDEX "carts_expiration_idx" ON "carts" USING btree ("expiration_at");--> statement-breakpoint
CREATE INDEX "shipping_options_method_idx" ON "shipping_options" USING btree ("shipping_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_addresses_order_type_idx" ON "order_addresses" USING btree ("order_id","type");--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_external_idx" ON "payments" USING btree ("gateway","external_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");