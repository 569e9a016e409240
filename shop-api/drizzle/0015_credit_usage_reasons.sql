ALTER TABLE "customer_account_usages" ADD COLUMN "reason" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
-- Rows written before the reason existed: the demo's Czech descriptions by name, the rest by operation (1 received, 2 spent, 3 returned, 4 expired).
UPDATE "customer_account_usages" SET "reason" = CASE
  WHEN "name" = 'Uvítací bonus za registraci' THEN 'welcome_bonus'
  WHEN "operation" = 1 AND "order_id" IS NOT NULL THEN 'order_earned'
  WHEN "name" = 'Body za objednávku' THEN 'order_earned'
  WHEN "operation" = 2 THEN 'order_spent'
  WHEN "operation" = 3 THEN 'order_returned'
  WHEN "operation" = 4 THEN 'expired'
  ELSE 'other'
END;
