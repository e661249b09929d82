ALTER TABLE "client_business_transactions" DROP CONSTRAINT "client_business_transactions_status";--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_status";--> statement-breakpoint
ALTER TABLE "test_provider_payments" DROP CONSTRAINT "test_provider_payments_status";--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
CREATE INDEX "client_business_transactions_ended_idx" ON "client_business_transactions" USING btree ("created_at") WHERE "client_business_transactions"."status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD CONSTRAINT "client_business_transactions_refund_reason" CHECK ("client_business_transactions"."refund_reason" IN ('already_paid', 'slot_taken', 'cancelled'));--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD CONSTRAINT "client_business_transactions_status" CHECK ("client_business_transactions"."status" IN ('pending', 'completed', 'failed', 'refund_due', 'refunding', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" IN ('pending', 'completed', 'failed', 'refund_due', 'refunding', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD CONSTRAINT "test_provider_payments_status" CHECK ("test_provider_payments"."status" IN ('pending', 'success', 'failed', 'cancelled'));