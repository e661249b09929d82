CREATE TABLE "message_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid,
	"booking_id" uuid,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"body" text,
	"language" text,
	"parameters" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_sends_channel_check" CHECK ("message_sends"."channel" IN ('sms', 'whatsapp')),
	CONSTRAINT "message_sends_status_check" CHECK ("message_sends"."status" IN ('queued', 'sent', 'failed')),
	CONSTRAINT "message_sends_to_length" CHECK (char_length("message_sends"."to") <= 20),
	CONSTRAINT "message_sends_template_length" CHECK (char_length("message_sends"."template") <= 100),
	CONSTRAINT "message_sends_body_length" CHECK (char_length("message_sends"."body") <= 1600),
	CONSTRAINT "message_sends_language_length" CHECK (char_length("message_sends"."language") <= 10),
	CONSTRAINT "message_sends_provider_id_length" CHECK (char_length("message_sends"."provider_id") <= 200),
	CONSTRAINT "message_sends_error_length" CHECK (char_length("message_sends"."error") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_sends_business_idx" ON "message_sends" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "message_sends_booking_idx" ON "message_sends" USING btree ("booking_id");