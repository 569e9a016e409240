ALTER TABLE "static_pages" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_role_key" UNIQUE("role");