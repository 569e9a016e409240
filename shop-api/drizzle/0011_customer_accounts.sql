CREATE TABLE "cart_customer_accounts" (
	"cart_id" uuid NOT NULL,
	"customer_account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "cart_customer_accounts_pkey" PRIMARY KEY("cart_id","customer_account_id")
);
--> statement-breakpoint
CREATE TABLE "customer_account_translations" (
	"customer_account_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "customer_account_translations_pkey" PRIMARY KEY("customer_account_id","locale")
);
--> statement-breakpoint
CREATE TABLE "customer_account_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_account_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"loyalty_program_id" integer,
	"amount" integer NOT NULL,
	"operation" smallint NOT NULL,
	"name" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"conversion_czk" integer DEFAULT 1 NOT NULL,
	"conversion_eur_cents" integer DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_accounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dial_code" varchar(8),
	"phone" varchar(32),
	"street" text NOT NULL,
	"city" text NOT NULL,
	"post_code" varchar(16) NOT NULL,
	"country_id" integer NOT NULL,
	"is_company" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"company_identification_number" text,
	"company_vat_number" text,
	"is_billing_default" boolean DEFAULT false NOT NULL,
	"is_shipping_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_group_members" (
	"customer_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	CONSTRAINT "customer_group_members_pkey" PRIMARY KEY("customer_id","customer_group_id")
);
--> statement-breakpoint
CREATE TABLE "customer_pairings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_product_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_product_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_variation_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_product_list_items_key" UNIQUE NULLS NOT DISTINCT("customer_product_list_id","product_id","product_variation_id")
);
--> statement-breakpoint
CREATE TABLE "customer_product_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" smallint DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_session_retired_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"client_ip" text,
	"user_agent" text,
	"access_token_hash" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"access_expiration_at" timestamp with time zone NOT NULL,
	"session_expiration_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dial_code" varchar(8),
	"phone" varchar(32),
	"birth_at" date,
	"gender_oriented_product_preference" text,
	"code" text,
	"locale" varchar(2) DEFAULT 'cs' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"preferred_payment_method_id" integer,
	"preferred_shipping_method_id" integer,
	"restrict_to_country_id" integer,
	"email_verified_at" timestamp with time zone,
	"last_logged_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"locale" varchar(2) NOT NULL,
	"gender_oriented_product_preference" text,
	"type" smallint DEFAULT 1 NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_oauth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"identity_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "socialite_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"code_verifier" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"taxed_total_price" numeric(12, 2) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credits_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_customer_accounts" ADD CONSTRAINT "cart_customer_accounts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_customer_accounts" ADD CONSTRAINT "cart_customer_accounts_customer_account_id_customer_accounts_id_fk" FOREIGN KEY ("customer_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_account_translations" ADD CONSTRAINT "customer_account_translations_customer_account_id_customer_accounts_id_fk" FOREIGN KEY ("customer_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_account_usages" ADD CONSTRAINT "customer_account_usages_customer_account_id_customer_accounts_id_fk" FOREIGN KEY ("customer_account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_account_usages" ADD CONSTRAINT "customer_account_usages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pairings" ADD CONSTRAINT "customer_pairings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_product_list_items" ADD CONSTRAINT "customer_product_list_items_customer_product_list_id_customer_product_lists_id_fk" FOREIGN KEY ("customer_product_list_id") REFERENCES "public"."customer_product_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_product_list_items" ADD CONSTRAINT "customer_product_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_product_list_items" ADD CONSTRAINT "customer_product_list_items_product_variation_id_product_variations_id_fk" FOREIGN KEY ("product_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_product_lists" ADD CONSTRAINT "customer_product_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_session_retired_tokens" ADD CONSTRAINT "customer_session_retired_tokens_session_id_customer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."customer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_preferred_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("preferred_payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_preferred_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("preferred_shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_restrict_to_country_id_countries_id_fk" FOREIGN KEY ("restrict_to_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_account_usages_customer_idx" ON "customer_account_usages" USING btree ("customer_id","customer_account_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_billing_default_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_billing_default";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_shipping_default_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_shipping_default";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_pairings_provider_subject_key" ON "customer_pairings" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "customer_pairings_customer_idx" ON "customer_pairings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_product_list_items_product_idx" ON "customer_product_list_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "customer_product_lists_customer_idx" ON "customer_product_lists" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_session_retired_tokens_session_idx" ON "customer_session_retired_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sessions_access_key" ON "customer_sessions" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sessions_refresh_key" ON "customer_sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_email_key" ON "newsletters" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletters_customer_idx" ON "newsletters" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_customer_idx" ON "password_resets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_customer_product_key" ON "product_reviews" USING btree ("product_id","customer_id") WHERE "product_reviews"."customer_id" is not null;