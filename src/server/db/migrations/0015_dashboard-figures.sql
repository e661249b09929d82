CREATE TABLE "business_daily_figures" (
	"business_id" uuid NOT NULL,
	"booking_date" date NOT NULL,
	"currency" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"paid_bookings" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "business_daily_figures_business_id_booking_date_currency_pk" PRIMARY KEY("business_id","booking_date","currency")
);
--> statement-breakpoint
ALTER TABLE "business_daily_figures" ADD CONSTRAINT "business_daily_figures_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- adds one booking's share of the figures (sign -1 takes it away); pending bookings have none
CREATE FUNCTION business_daily_figures_add(b bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  is_counted boolean := b.status IN ('confirmed', 'completed');
  is_paid boolean := b.status IN ('confirmed', 'completed') AND b.payment_status = 'completed';
BEGIN
  IF NOT is_counted AND b.status <> 'cancelled' THEN
    RETURN;
  END IF;
  INSERT INTO business_daily_figures AS f
    (business_id, booking_date, currency, bookings, cancellations, paid_bookings, revenue_minor)
  VALUES (b.business_id, b.booking_date, b.currency,
    sign * is_counted::int, sign * (b.status = 'cancelled')::int, sign * is_paid::int,
    sign * CASE WHEN is_paid THEN b.total_amount_minor ELSE 0 END)
  ON CONFLICT (business_id, booking_date, currency) DO UPDATE SET
    bookings = f.bookings + EXCLUDED.bookings,
    cancellations = f.cancellations + EXCLUDED.cancellations,
    paid_bookings = f.paid_bookings + EXCLUDED.paid_bookings,
    revenue_minor = f.revenue_minor + EXCLUDED.revenue_minor;
END $$;--> statement-breakpoint
CREATE FUNCTION bookings_keep_daily_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM business_daily_figures_add(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM business_daily_figures_add(OLD, -1);
  ELSIF (OLD.business_id, OLD.booking_date, OLD.currency, OLD.status, OLD.payment_status, OLD.total_amount_minor)
      IS DISTINCT FROM
      (NEW.business_id, NEW.booking_date, NEW.currency, NEW.status, NEW.payment_status, NEW.total_amount_minor) THEN
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
CREATE TRIGGER bookings_daily_figures
  AFTER INSERT OR DELETE OR UPDATE OF business_id, booking_date, currency, status, payment_status, total_amount_minor
  ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_keep_daily_figures();--> statement-breakpoint
INSERT INTO business_daily_figures
  (business_id, booking_date, currency, bookings, cancellations, paid_bookings, revenue_minor)
SELECT business_id, booking_date, currency,
  count(*) FILTER (WHERE status IN ('confirmed', 'completed')),
  count(*) FILTER (WHERE status = 'cancelled'),
  count(*) FILTER (WHERE status IN ('confirmed', 'completed') AND payment_status = 'completed'),
  coalesce(sum(total_amount_minor) FILTER (WHERE status IN ('confirmed', 'completed') AND payment_status = 'completed'), 0)
FROM bookings
WHERE status IN ('confirmed', 'completed', 'cancelled')
GROUP BY business_id, booking_date, currency;
