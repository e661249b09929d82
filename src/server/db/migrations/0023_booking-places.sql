ALTER TABLE "business_daily_figures" ADD COLUMN "places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_open_holds_idx" ON "bookings" USING btree ("business_id","booking_date") WHERE "bookings"."hold_expires_at" IS NOT NULL AND "bookings"."status" <> 'cancelled';--> statement-breakpoint
-- The month's bookings that count against a plan's limit were counted row by row inside the
-- booking's lock, so each booking cost more the fuller its month (docs/decisions/0045). The daily
-- figures now also keep the places taken (every booking but a cancelled one), and a month is
-- counted from at most 31 rows of each currency, less the few unpaid holds whose time is up.
CREATE OR REPLACE FUNCTION business_daily_figures_add(b bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  is_counted boolean := b.status IN ('confirmed', 'completed');
  is_paid boolean := b.status IN ('confirmed', 'completed') AND b.payment_status = 'completed';
  is_cancelled boolean := b.status = 'cancelled';
BEGIN
  INSERT INTO business_daily_figures AS f
    (business_id, booking_date, currency, bookings, cancellations, paid_bookings, revenue_minor, places)
  VALUES (b.business_id, b.booking_date, b.currency,
    sign * is_counted::int, sign * is_cancelled::int, sign * is_paid::int,
    sign * CASE WHEN is_paid THEN b.total_amount_minor ELSE 0 END, sign * (NOT is_cancelled)::int)
  ON CONFLICT (business_id, booking_date, currency) DO UPDATE SET
    bookings = f.bookings + EXCLUDED.bookings,
    cancellations = f.cancellations + EXCLUDED.cancellations,
    paid_bookings = f.paid_bookings + EXCLUDED.paid_bookings,
    revenue_minor = f.revenue_minor + EXCLUDED.revenue_minor,
    places = f.places + EXCLUDED.places;
END $$;--> statement-breakpoint
INSERT INTO business_daily_figures AS f (business_id, booking_date, currency, places)
SELECT business_id, booking_date, currency, count(*)
FROM bookings WHERE status <> 'cancelled'
GROUP BY business_id, booking_date, currency
ON CONFLICT (business_id, booking_date, currency) DO UPDATE SET places = EXCLUDED.places;
