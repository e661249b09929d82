CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"staff_id" uuid,
	"date" date NOT NULL,
	"from_time" time,
	"to_time" time,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"source" text DEFAULT 'online' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token" text NOT NULL,
	"offer_booking_id" uuid,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offers_made" integer DEFAULT 0 NOT NULL,
	"busy_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" IN ('waiting', 'offering', 'offered', 'booked', 'expired', 'removed', 'ended')),
	CONSTRAINT "waitlist_entries_source" CHECK ("waitlist_entries"."source" IN ('online', 'owner', 'whatsapp', 'ussd')),
	CONSTRAINT "waitlist_entries_locale" CHECK ("waitlist_entries"."locale" IN ('en', 'sw')),
	CONSTRAINT "waitlist_entries_name_present" CHECK (btrim("waitlist_entries"."customer_name") <> ''),
	CONSTRAINT "waitlist_entries_name_length" CHECK (char_length("waitlist_entries"."customer_name") <= 100),
	CONSTRAINT "waitlist_entries_phone_length" CHECK (char_length("waitlist_entries"."customer_phone") <= 20),
	CONSTRAINT "waitlist_entries_email_length" CHECK (char_length("waitlist_entries"."customer_email") <= 254),
	CONSTRAINT "waitlist_entries_window" CHECK (("waitlist_entries"."from_time" IS NULL) = ("waitlist_entries"."to_time" IS NULL) AND ("waitlist_entries"."from_time" IS NULL OR "waitlist_entries"."from_time" <= "waitlist_entries"."to_time"))
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "waitlist_offer_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_booking_id_bookings_id_fk" FOREIGN KEY ("offer_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_idx" ON "waitlist_entries" USING btree ("token");--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("business_id","date","created_at") WHERE "waitlist_entries"."status" IN ('waiting', 'offering', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_wait_idx" ON "waitlist_entries" USING btree ("business_id","customer_phone","service_id","date") WHERE "waitlist_entries"."status" IN ('waiting', 'offering', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_booking_idx" ON "waitlist_entries" USING btree ("offer_booking_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_open_idx" ON "waitlist_entries" USING btree ("date") WHERE "waitlist_entries"."status" IN ('waiting', 'offering', 'offered');--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_waitlist_offer_minutes" CHECK ("business_settings"."waitlist_offer_minutes" BETWEEN 5 AND 120);