-- Full-text search (docs/search.md). Hand-written: drizzle-kit cannot express extensions, functions
-- or triggers, so this file must be kept (after the generated tables) when migrations are squashed.
-- The search_vector columns are not in the Drizzle schema on purpose: only search SQL reads them.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE (it reads a dictionary by name); naming the dictionary explicitly makes the
-- result depend on the argument only, so the wrapper may be IMMUTABLE and used in stored columns.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
-- A weighted document: A = name, B = codes, C = short text (short description, perex), D = body.
CREATE OR REPLACE FUNCTION search_document(name text, codes text, summary text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(name, ''))), 'A')
    || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(codes, ''))), 'B')
    || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(summary, ''))), 'C')
    || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(body, ''))), 'D') $$;
--> statement-breakpoint
-- One query term as a tsquery. The term is quoted as a tsquery literal, so no input can be read as an
-- operator; `prefix` adds :* (as-you-type), `weights` restricts the match to those parts of the document.
CREATE OR REPLACE FUNCTION search_term_query(term text, prefix boolean, weights text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN btrim(normalized) = '' THEN ''::tsquery ELSE to_tsquery('simple'::regconfig,
    '''' || replace(replace(normalized, '\', '\\'), '''', '''''') || ''''
    || CASE WHEN prefix OR weights <> '' THEN ':' || CASE WHEN prefix THEN '*' ELSE '' END || weights ELSE '' END) END
    FROM (SELECT search_normalize(term) AS normalized) AS t $$;
--> statement-breakpoint
-- Products: the document joins the translation with the product's codes, which live in another
-- table, so it is a column kept up to date by triggers rather than a generated column.
ALTER TABLE "product_translations" ADD COLUMN "search_vector" tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_codes(product_id integer) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT concat_ws(' ', p.code, p.sku, p.ean, p.upc, p.jan, p.isbn, p.mpn) FROM products p WHERE p.id = product_id $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_translations_search_vector() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    NEW.search_vector := search_document(NEW.name, product_search_codes(NEW.product_id), NEW.short_description, NEW.description);
    RETURN NEW;
  END $$;
--> statement-breakpoint
CREATE TRIGGER product_translations_search_vector
  BEFORE INSERT OR UPDATE OF name, short_description, description, product_id ON product_translations
  FOR EACH ROW EXECUTE FUNCTION product_translations_search_vector();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_codes_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE product_translations t
      SET search_vector = search_document(t.name, product_search_codes(NEW.id), t.short_description, t.description)
      WHERE t.product_id = NEW.id;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_codes_changed
  AFTER UPDATE OF code, sku, ean, upc, jan, isbn, mpn ON products
  FOR EACH ROW
  WHEN ((OLD.code, OLD.sku, OLD.ean, OLD.upc, OLD.jan, OLD.isbn, OLD.mpn) IS DISTINCT FROM (NEW.code, NEW.sku, NEW.ean, NEW.upc, NEW.jan, NEW.isbn, NEW.mpn))
  EXECUTE FUNCTION products_search_codes_changed();
--> statement-breakpoint
UPDATE product_translations SET search_vector = search_document(name, product_search_codes(product_id), short_description, description);
--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_vector");
--> statement-breakpoint
-- Categories, brands and articles: everything is in the translation row, so generated columns.
ALTER TABLE "category_translations" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_document(name, NULL, NULL, description)) STORED;
--> statement-breakpoint
CREATE INDEX "category_translations_search_idx" ON "category_translations" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "brand_translations" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_document(name, NULL, NULL, description)) STORED;
--> statement-breakpoint
CREATE INDEX "brand_translations_search_idx" ON "brand_translations" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_document(name, NULL, perex, content)) STORED;
--> statement-breakpoint
CREATE INDEX "article_translations_search_idx" ON "article_translations" USING gin ("search_vector");
