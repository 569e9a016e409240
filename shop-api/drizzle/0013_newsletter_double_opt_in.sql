ALTER TABLE "newsletters" ALTER COLUMN "unsubscribe_token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_confirmation_token_key" ON "newsletters" USING btree ("confirmation_token_hash");--> statement-breakpoint
-- Subscriptions made before the double opt-in count as confirmed (nothing can mail their owners now).
UPDATE "newsletters" SET "confirmed_at" = "created_at";
