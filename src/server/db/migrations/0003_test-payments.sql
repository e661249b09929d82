CREATE TABLE "test_provider_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"email" text,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "test_provider_payments_status" CHECK ("test_provider_payments"."status" IN ('pending', 'success', 'failed')),
	CONSTRAINT "test_provider_payments_amount_positive" CHECK ("test_provider_payments"."amount_minor" > 0)
);
