CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"event_type" text NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_webhook_events_key_unique" UNIQUE("provider","event_key")
);
--> statement-breakpoint
ALTER TABLE "client_business_transactions" DROP CONSTRAINT "client_business_transactions_status";--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_status";--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD COLUMN "channel" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD COLUMN "channel" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_webhook_events_reference_idx" ON "payment_webhook_events" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "client_business_transactions_open_idx" ON "client_business_transactions" USING btree ("created_at") WHERE "client_business_transactions"."status" IN ('pending', 'refunding');--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD CONSTRAINT "client_business_transactions_channel" CHECK ("client_business_transactions"."channel" IN ('card', 'mpesa'));--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD CONSTRAINT "client_business_transactions_status" CHECK ("client_business_transactions"."status" IN ('pending', 'completed', 'failed', 'refund_due', 'refunding', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" IN ('pending', 'completed', 'failed', 'refund_due', 'refunding', 'refunded'));