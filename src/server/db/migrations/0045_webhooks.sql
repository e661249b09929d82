CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"response_status" integer,
	"response_body" text DEFAULT '' NOT NULL,
	"error" text,
	"is_manual" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"ordering_key" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status" CHECK ("webhook_deliveries"."status" IN ('queued', 'sending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_url_length" CHECK (char_length("webhook_endpoints"."url") <= 2000),
	CONSTRAINT "webhook_endpoints_description_length" CHECK (char_length("webhook_endpoints"."description") <= 200),
	CONSTRAINT "webhook_endpoints_disabled_reason" CHECK ("webhook_endpoints"."disabled_reason" IN ('failing', 'gone', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"ordering_key" uuid NOT NULL,
	"payload" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","started_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("send_after","seq") WHERE "webhook_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("endpoint_id","ordering_key","seq") WHERE "webhook_deliveries"."status" IN ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_enabled_idx" ON "webhook_endpoints" USING btree ("business_id") WHERE "webhook_endpoints"."disabled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "webhook_events_business_idx" ON "webhook_events" USING btree ("business_id","occurred_at");--> statement-breakpoint
-- Outgoing webhooks' events (docs/plans/public-api.md §3.8), written by triggers in the transaction
-- that makes the change, so an event commits or rolls back with it and no code path can forget
-- one. A business with no endpoint switched on pays one index probe per change.
CREATE OR REPLACE FUNCTION webhook_instant(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_wanted(p_business uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.business_id = p_business AND e.disabled_at IS NULL)
$$;--> statement-breakpoint
-- one event, and a delivery to each endpoint switched on that takes its type, in the endpoints' order
CREATE OR REPLACE FUNCTION webhook_record(p_business uuid, p_type text, p_ordering uuid, p_data jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id uuid := gen_random_uuid();
  at timestamptz := clock_timestamp();
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e
                 WHERE e.business_id = p_business AND e.disabled_at IS NULL AND p_type = ANY (e.event_types)) THEN
    RETURN;
  END IF;
  INSERT INTO webhook_events (id, business_id, type, ordering_key, payload, occurred_at)
  VALUES (event_id, p_business, p_type, p_ordering,
    jsonb_build_object('type', p_type, 'timestamp', webhook_instant(at), 'data', p_data)::text, at);
  INSERT INTO webhook_deliveries (event_id, endpoint_id, business_id, ordering_key, send_after)
  SELECT event_id, e.id, p_business, p_ordering, at
  FROM webhook_endpoints e
  WHERE e.business_id = p_business AND e.disabled_at IS NULL AND p_type = ANY (e.event_types)
  ORDER BY e.id;
  PERFORM pg_notify('webhook_due', '');
END $$;--> statement-breakpoint
-- a booking's summary from its row alone: the full booking is GET /api/v1/bookings/{id}
CREATE OR REPLACE FUNCTION webhook_booking(b bookings) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', b.id, 'ticketCode', b.ticket_code, 'status', b.status, 'paymentStatus', b.payment_status,
    'source', b.source, 'serviceId', b.service_id, 'staffId', b.staff_id, 'clientId', b.client_id,
    'date', to_char(b.booking_date, 'YYYY-MM-DD'), 'time', left(b.booking_time::text, 5),
    'startsAt', webhook_instant(b.starts_at), 'endsAt', webhook_instant(b.ends_at),
    'amountMinor', b.total_amount_minor, 'currency', b.currency, 'cancelledBy', b.cancelled_by,
    'paidAt', webhook_instant(b.paid_at))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_webhook_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_wanted(NEW.business_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_record(NEW.business_id, 'booking.created', NEW.id, webhook_booking(NEW));
    RETURN NULL;
  END IF;
  -- the booking's own events first, then its payment's
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NEW.status = 'confirmed' THEN
      PERFORM webhook_record(NEW.business_id, 'booking.confirmed', NEW.id,
        webhook_booking(NEW) || jsonb_build_object('previousStatus', OLD.status));
    ELSIF NEW.status IN ('cancelled', 'completed') THEN
      PERFORM webhook_record(NEW.business_id, 'booking.' || NEW.status, NEW.id,
        webhook_booking(NEW) || jsonb_build_object('previousStatus', OLD.status));
    END IF;
  END IF;
  IF NEW.status <> 'cancelled' AND (NEW.starts_at, NEW.staff_id) IS DISTINCT FROM (OLD.starts_at, OLD.staff_id) THEN
    PERFORM webhook_record(NEW.business_id, 'booking.rescheduled', NEW.id,
      webhook_booking(NEW) || jsonb_build_object('previousStartsAt', webhook_instant(OLD.starts_at),
        'previousStaffId', OLD.staff_id));
  END IF;
  IF NEW.payment_status IS DISTINCT FROM OLD.payment_status AND NEW.payment_status IN ('completed', 'refunded') THEN
    PERFORM webhook_record(NEW.business_id, 'payment.' || NEW.payment_status, NEW.id, webhook_booking(NEW));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_webhook_events
  AFTER INSERT OR UPDATE OF status, starts_at, staff_id, payment_status
  ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_webhook_events();--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_webhook_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND OLD.status IS DISTINCT FROM 'paid' AND webhook_wanted(NEW.business_id) THEN
    PERFORM webhook_record(NEW.business_id, 'invoice.paid', NEW.id, jsonb_build_object(
      'id', NEW.id, 'invoiceNumber', NEW.invoice_number, 'clientId', NEW.client_id, 'bookingId', NEW.booking_id,
      'totalMinor', NEW.total_minor, 'currency', NEW.currency, 'paidAt', webhook_instant(NEW.paid_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_webhook_events
  AFTER UPDATE OF status ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_webhook_events();--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_webhook_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF webhook_wanted(NEW.business_id) THEN
    -- in its booking's order, so it follows booking.completed
    PERFORM webhook_record(NEW.business_id, 'review.created', NEW.booking_id, jsonb_build_object(
      'id', NEW.id, 'bookingId', NEW.booking_id, 'rating', NEW.rating, 'comment', NEW.comment,
      'countsTowardRating', NEW.counts_toward_rating, 'createdAt', webhook_instant(NEW.created_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_webhook_events
  AFTER INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_webhook_events();
