-- Search that understands Czech and Slovak word forms (docs/search.md). Hand-written, like 0003_search:
-- keep it after the generated tables when migrations are squashed.
-- `search_stems` holds the stems of a translation's words, weighted like `search_vector` (A name,
-- C short text, D body). The stemmer is TypeScript (shop-api/src/search/stemming/), so the API fills
-- the column (fillMissingSearchStems, at seed and at start); a text change empties it (trigger below)
-- rather than leave stems of the old text. The columns are not in the Drizzle schema, as search_vector.
ALTER TABLE "product_translations" ADD COLUMN "search_stems" tsvector;
--> statement-breakpoint
ALTER TABLE "category_translations" ADD COLUMN "search_stems" tsvector;
--> statement-breakpoint
ALTER TABLE "brand_translations" ADD COLUMN "search_stems" tsvector;
--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "search_stems" tsvector;
--> statement-breakpoint
CREATE INDEX "product_translations_search_stems_idx" ON "product_translations" USING gin ("search_stems");
--> statement-breakpoint
CREATE INDEX "category_translations_search_stems_idx" ON "category_translations" USING gin ("search_stems");
--> statement-breakpoint
CREATE INDEX "brand_translations_search_stems_idx" ON "brand_translations" USING gin ("search_stems");
--> statement-breakpoint
CREATE INDEX "article_translations_search_stems_idx" ON "article_translations" USING gin ("search_stems");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_stems_outdated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF NEW.search_stems IS NOT DISTINCT FROM OLD.search_stems THEN
      NEW.search_stems := NULL;
    END IF;
    RETURN NEW;
  END $$;
--> statement-breakpoint
CREATE TRIGGER product_translations_search_stems_outdated
  BEFORE UPDATE OF name, short_description, description ON product_translations
  FOR EACH ROW
  WHEN ((OLD.name, OLD.short_description, OLD.description) IS DISTINCT FROM (NEW.name, NEW.short_description, NEW.description))
  EXECUTE FUNCTION search_stems_outdated();
--> statement-breakpoint
CREATE TRIGGER category_translations_search_stems_outdated
  BEFORE UPDATE OF name, description ON category_translations
  FOR EACH ROW
  WHEN ((OLD.name, OLD.description) IS DISTINCT FROM (NEW.name, NEW.description))
  EXECUTE FUNCTION search_stems_outdated();
--> statement-breakpoint
CREATE TRIGGER brand_translations_search_stems_outdated
  BEFORE UPDATE OF name, description ON brand_translations
  FOR EACH ROW
  WHEN ((OLD.name, OLD.description) IS DISTINCT FROM (NEW.name, NEW.description))
  EXECUTE FUNCTION search_stems_outdated();
--> statement-breakpoint
CREATE TRIGGER article_translations_search_stems_outdated
  BEFORE UPDATE OF name, perex, content ON article_translations
  FOR EACH ROW
  WHEN ((OLD.name, OLD.perex, OLD.content) IS DISTINCT FROM (NEW.name, NEW.perex, NEW.content))
  EXECUTE FUNCTION search_stems_outdated();
--> statement-breakpoint
-- Every stem the catalogue's texts have had: a query word whose stem no known stem starts with is
-- taken as misspelt, and its one-edit variants (typo-variants.ts) are looked up here. Words of deleted
-- texts may stay; they match nothing. Collation C lets `like 'stem%'` use the primary key.
CREATE TABLE "search_vocabulary" ("word" text COLLATE "C" PRIMARY KEY NOT NULL);
--> statement-breakpoint
-- Lexemes (already stems, so not parsed again) as a tsquery joined by `operator` (' & ' or ' | '),
-- each restricted to `weights` when given; NULL when there are none. Quoted as tsquery literals.
CREATE OR REPLACE FUNCTION search_lexeme_query(lexemes text[], operator text, weights text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT string_agg('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
      || CASE WHEN weights <> '' THEN ':' || weights ELSE '' END, operator)::tsquery
    FROM unnest(lexemes) AS lexeme WHERE lexeme <> '' $$;
