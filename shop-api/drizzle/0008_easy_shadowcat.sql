DROP INDEX "product_translations_locale_product_idx";--> statement-breakpoint
DROP INDEX "product_variation_attributes_attribute_idx";