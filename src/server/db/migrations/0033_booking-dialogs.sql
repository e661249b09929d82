CREATE TABLE "booking_dialogs" (
	"key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"state" jsonb NOT NULL,
	"screen" jsonb NOT NULL,
	"page" smallint DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_dialogs_channel_check" CHECK ("booking_dialogs"."channel" IN ('whatsapp', 'ussd')),
	CONSTRAINT "booking_dialogs_key_length" CHECK (char_length("booking_dialogs"."key") <= 200),
	CONSTRAINT "booking_dialogs_phone_length" CHECK (char_length("booking_dialogs"."phone") <= 20),
	CONSTRAINT "booking_dialogs_page_range" CHECK ("booking_dialogs"."page" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dialog_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialog_contacts_locale_check" CHECK ("dialog_contacts"."locale" IN ('en', 'sw')),
	CONSTRAINT "dialog_contacts_phone_length" CHECK (char_length("dialog_contacts"."phone") <= 20)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_inbound_message_id_length" CHECK (char_length("whatsapp_inbound"."message_id") <= 200)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_source";--> statement-breakpoint
-- a free booking code for a new business (docs/decisions/0074): five digits while they last, then
-- six, seven, eight; a code taken at the same moment by another insert fails that insert's unique
-- constraint, and the business is created again
CREATE FUNCTION miadi_free_booking_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  digits int := 5;
  tries int := 0;
  candidate text;
BEGIN
  LOOP
    candidate := (floor(power(10, digits - 1) + random() * 9 * power(10, digits - 1)))::bigint::text;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM businesses WHERE booking_code = candidate);
    tries := tries + 1;
    IF tries % 20 = 0 AND digits < 8 THEN
      digits := digits + 1;
    END IF;
  END LOOP;
  RETURN candidate;
END
$$;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "booking_code" text;--> statement-breakpoint
-- each business there already gets its own, one at a time, so each sees the codes given before it
DO $$
DECLARE
  business record;
BEGIN
  FOR business IN SELECT id FROM businesses ORDER BY created_at LOOP
    UPDATE businesses SET booking_code = miadi_free_booking_code() WHERE id = business.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "booking_code" SET DEFAULT miadi_free_booking_code();--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "booking_code" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_dialogs_expires_idx" ON "booking_dialogs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_received_idx" ON "whatsapp_inbound" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_booking_code_unique" UNIQUE("booking_code");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source" CHECK ("bookings"."source" IN ('online', 'owner', 'whatsapp', 'ussd'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_booking_code_format" CHECK ("businesses"."booking_code" ~ '^[0-9]{4,8}$');