CREATE TABLE "retired_booking_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retired_booking_codes_code_format" CHECK ("retired_booking_codes"."code" ~ '^[0-9]{4,8}$')
);
--> statement-breakpoint
CREATE TABLE "whatsapp_conversations" (
	"phone" text PRIMARY KEY NOT NULL,
	"last_inbound_at" timestamp with time zone NOT NULL,
	"busy_until" timestamp with time zone,
	CONSTRAINT "whatsapp_conversations_phone_length" CHECK (char_length("whatsapp_conversations"."phone") <= 20)
);
--> statement-breakpoint
ALTER TABLE "message_sends" DROP CONSTRAINT "message_sends_status_check";--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "input" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
-- messages recorded before there was a queue were handled when they came
UPDATE "whatsapp_inbound" SET "processed_at" = "received_at";--> statement-breakpoint
ALTER TABLE "message_sends" ADD COLUMN "chat" jsonb;--> statement-breakpoint
ALTER TABLE "message_sends" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "retired_booking_codes" ADD CONSTRAINT "retired_booking_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_booking_codes_business_idx" ON "retired_booking_codes" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_waiting_idx" ON "whatsapp_inbound" USING btree ("phone","received_at") WHERE "whatsapp_inbound"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "message_sends_provider_id_idx" ON "message_sends" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "message_sends_reply_to_idx" ON "message_sends" USING btree ("reply_to") WHERE "message_sends"."reply_to" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD CONSTRAINT "whatsapp_inbound_phone_length" CHECK (char_length("whatsapp_inbound"."phone") <= 20);--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_reply_to_length" CHECK (char_length("message_sends"."reply_to") <= 200);--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_status_check" CHECK ("message_sends"."status" IN ('queued', 'sending', 'sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
-- a code given up stays its business's for a year: a new one is never one of those
CREATE OR REPLACE FUNCTION miadi_free_booking_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  digits int := 5;
  tries int := 0;
  candidate text;
BEGIN
  LOOP
    candidate := (floor(power(10, digits - 1) + random() * 9 * power(10, digits - 1)))::bigint::text;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM businesses WHERE booking_code = candidate)
      AND NOT EXISTS (
        SELECT 1 FROM retired_booking_codes
        WHERE code = candidate AND retired_at > now() - interval '365 days');
    tries := tries + 1;
    IF tries % 20 = 0 AND digits < 8 THEN
      digits := digits + 1;
    END IF;
  END LOOP;
  RETURN candidate;
END
$$;
