-- An unpaid hold whose time ran out (its checkout abandoned or its payment declined) is stored as
-- cancelled, but it never became a booking, so the dashboard does not count it as a cancellation
-- (docs/decisions/0059). A lapse names no one and keeps the hold's end; every decision, by the client
-- or the business, clears the hold (bookings/live.ts wasCancelledByDecision). Such a booking still
-- takes no place.
CREATE OR REPLACE FUNCTION business_daily_figures_add(b bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  is_counted boolean := b.status IN ('confirmed', 'completed');
  is_paid boolean := b.status IN ('confirmed', 'completed') AND b.payment_status = 'completed';
  is_cancelled boolean := b.status = 'cancelled';
  is_lapsed boolean := b.status = 'cancelled' AND b.cancelled_by IS NULL AND b.hold_expires_at IS NOT NULL;
BEGIN
  INSERT INTO business_daily_figures AS f
    (business_id, booking_date, currency, bookings, cancellations, paid_bookings, revenue_minor, places)
  VALUES (b.business_id, b.booking_date, b.currency,
    sign * is_counted::int, sign * (is_cancelled AND NOT is_lapsed)::int, sign * is_paid::int,
    sign * CASE WHEN is_paid THEN b.total_amount_minor ELSE 0 END, sign * (NOT is_cancelled)::int)
  ON CONFLICT (business_id, booking_date, currency) DO UPDATE SET
    bookings = f.bookings + EXCLUDED.bookings,
    cancellations = f.cancellations + EXCLUDED.cancellations,
    paid_bookings = f.paid_bookings + EXCLUDED.paid_bookings,
    revenue_minor = f.revenue_minor + EXCLUDED.revenue_minor,
    places = f.places + EXCLUDED.places;
END $$;--> statement-breakpoint
-- whether a cancellation was a lapse now matters too, so a change to who cancelled or to the hold
-- moves the figures as a change of status does
CREATE OR REPLACE FUNCTION bookings_keep_daily_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM business_daily_figures_add(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM business_daily_figures_add(OLD, -1);
  ELSIF (OLD.business_id, OLD.booking_date, OLD.currency, OLD.status, OLD.payment_status, OLD.total_amount_minor,
        OLD.cancelled_by, OLD.hold_expires_at IS NULL)
      IS DISTINCT FROM
      (NEW.business_id, NEW.booking_date, NEW.currency, NEW.status, NEW.payment_status, NEW.total_amount_minor,
        NEW.cancelled_by, NEW.hold_expires_at IS NULL) THEN
    -- rows touched in key order, so two moves in opposite directions cannot deadlock
    IF (OLD.business_id, OLD.booking_date, OLD.currency) <= (NEW.business_id, NEW.booking_date, NEW.currency) THEN
      PERFORM business_daily_figures_add(OLD, -1);
      PERFORM business_daily_figures_add(NEW, 1);
    ELSE
      PERFORM business_daily_figures_add(NEW, 1);
      PERFORM business_daily_figures_add(OLD, -1);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER bookings_daily_figures ON bookings;--> statement-breakpoint
CREATE TRIGGER bookings_daily_figures
  AFTER INSERT OR DELETE OR UPDATE OF business_id, booking_date, currency, status, payment_status, total_amount_minor,
    cancelled_by, hold_expires_at
  ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_keep_daily_figures();--> statement-breakpoint
UPDATE business_daily_figures AS f SET cancellations = f.cancellations - l.lapsed
FROM (
  SELECT business_id, booking_date, currency, count(*) AS lapsed
  FROM bookings
  WHERE status = 'cancelled' AND cancelled_by IS NULL AND hold_expires_at IS NOT NULL
  GROUP BY business_id, booking_date, currency
) AS l
WHERE (f.business_id, f.booking_date, f.currency) = (l.business_id, l.booking_date, l.currency);
