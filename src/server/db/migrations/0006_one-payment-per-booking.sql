ALTER TABLE "client_business_transactions" ADD COLUMN "checkout_url" text;--> statement-breakpoint
-- a booking paid more than once before this rule keeps its first payment; the others are owed back
UPDATE "client_business_transactions" AS t SET "status" = 'refund_due'
WHERE t."status" = 'completed' AND t."booking_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "client_business_transactions" AS first
  WHERE first."booking_id" = t."booking_id" AND first."status" = 'completed'
    AND (first."created_at", first."id") < (t."created_at", t."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "client_business_transactions_one_completed_per_booking" ON "client_business_transactions" USING btree ("booking_id") WHERE "client_business_transactions"."status" = 'completed';
