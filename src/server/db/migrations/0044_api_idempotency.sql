CREATE TABLE "api_idempotency" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"key" text NOT NULL,
	"api_key_id" uuid,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_idempotency_state" CHECK ("api_idempotency"."state" IN ('running', 'done')),
	CONSTRAINT "api_idempotency_key_length" CHECK (char_length("api_idempotency"."key") <= 100)
);
--> statement-breakpoint
ALTER TABLE "api_idempotency" ADD CONSTRAINT "api_idempotency_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_idempotency" ADD CONSTRAINT "api_idempotency_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_idempotency_key_idx" ON "api_idempotency" USING btree ("business_id","key");--> statement-breakpoint
CREATE INDEX "api_idempotency_expires_idx" ON "api_idempotency" USING btree ("expires_at");