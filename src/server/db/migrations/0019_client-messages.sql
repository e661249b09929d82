CREATE TABLE "booking_reminders" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"skip_reason" text,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_status_check" CHECK ("booking_reminders"."status" IN ('scheduled', 'sent', 'skipped', 'cancelled')),
	CONSTRAINT "booking_reminders_skip_reason_length" CHECK (char_length("booking_reminders"."skip_reason") <= 200)
);
--> statement-breakpoint
ALTER TABLE "message_sends" DROP CONSTRAINT "message_sends_channel_check";--> statement-breakpoint
ALTER TABLE "message_sends" DROP CONSTRAINT "message_sends_status_check";--> statement-breakpoint
ALTER TABLE "message_sends" DROP CONSTRAINT "message_sends_to_length";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "owner_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "owner_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "client_change_cutoff_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "client_refund_policy" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_sends" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_reminders_due_idx" ON "booking_reminders" USING btree ("starts_at") WHERE "booking_reminders"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."reported_at" IS NOT NULL AND "reviews"."moderated_at" IS NULL;--> statement-breakpoint
CREATE INDEX "message_sends_unfinished_idx" ON "message_sends" USING btree ("updated_at") WHERE "message_sends"."status" IN ('queued', 'sending');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by" CHECK ("bookings"."cancelled_by" IN ('client', 'business'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_owner_reply_length" CHECK (char_length("reviews"."owner_reply") <= 1000);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_report_reason_length" CHECK (char_length("reviews"."report_reason") <= 500);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_client_cutoff_hours" CHECK ("business_settings"."client_change_cutoff_hours" BETWEEN 0 AND 168);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_client_refund_policy" CHECK ("business_settings"."client_refund_policy" IN ('full', 'none'));--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_channel_check" CHECK ("message_sends"."channel" IN ('email', 'sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_status_check" CHECK ("message_sends"."status" IN ('queued', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_to_length" CHECK (char_length("message_sends"."to") <= 254);--> statement-breakpoint
-- each confirmed booking's reminder follows the booking in the same transaction as every write
CREATE FUNCTION bookings_keep_reminder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'confirmed' THEN
    IF TG_OP = 'INSERT' OR OLD.status <> 'confirmed' OR OLD.starts_at <> NEW.starts_at THEN
      -- a new start is scheduled afresh; the same start keeps a reminder already sent or skipped
      INSERT INTO booking_reminders AS r (booking_id, business_id, starts_at, scheduled_at, status)
      VALUES (NEW.id, NEW.business_id, NEW.starts_at, now(), 'scheduled')
      ON CONFLICT (booking_id) DO UPDATE SET
        starts_at = EXCLUDED.starts_at, scheduled_at = EXCLUDED.scheduled_at, status = 'scheduled',
        skip_reason = NULL, sent_at = NULL, updated_at = now()
      WHERE r.starts_at <> EXCLUDED.starts_at OR r.status = 'cancelled';
    END IF;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'confirmed' THEN
    UPDATE booking_reminders SET status = 'cancelled', updated_at = now()
    WHERE booking_id = NEW.id AND status = 'scheduled';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_reminder
  AFTER INSERT OR UPDATE OF status, starts_at
  ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_keep_reminder();--> statement-breakpoint
INSERT INTO booking_reminders (booking_id, business_id, starts_at, scheduled_at, status)
SELECT id, business_id, starts_at, created_at, 'scheduled'
FROM bookings WHERE status = 'confirmed' AND starts_at > now();--> statement-breakpoint
-- a business's rating and review count follow its visible reviews exactly: the business row is
-- locked first, so the count that follows (a new statement, a new snapshot) sees every review
-- committed before it, also when many arrive at once
CREATE FUNCTION business_refresh_rating(business uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM businesses WHERE id = business FOR NO KEY UPDATE;
  UPDATE businesses b SET
    total_reviews = r.total,
    average_rating = coalesce(round(r.average, 2), 0)
  FROM (
    SELECT count(*)::int AS total, avg(rating) AS average
    FROM reviews WHERE business_id = business AND hidden_at IS NULL
  ) r
  WHERE b.id = business;
END $$;--> statement-breakpoint
CREATE FUNCTION reviews_keep_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM business_refresh_rating(OLD.business_id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM business_refresh_rating(NEW.business_id);
  ELSIF (OLD.rating, OLD.hidden_at IS NULL, OLD.business_id)
      IS DISTINCT FROM (NEW.rating, NEW.hidden_at IS NULL, NEW.business_id) THEN
    PERFORM business_refresh_rating(NEW.business_id);
    IF OLD.business_id <> NEW.business_id THEN
      PERFORM business_refresh_rating(OLD.business_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_rating
  AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at, business_id
  ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_keep_rating();--> statement-breakpoint
UPDATE businesses b SET
  total_reviews = coalesce(r.total, 0),
  average_rating = coalesce(round(r.average, 2), 0)
FROM (SELECT business_id, count(*)::int AS total, avg(rating) AS average FROM reviews GROUP BY business_id) r
WHERE b.id = r.business_id;
