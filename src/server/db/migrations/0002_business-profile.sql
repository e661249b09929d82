ALTER TABLE "businesses" DROP CONSTRAINT "businesses_payment_policy";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "payment_policy";