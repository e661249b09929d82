-- a booking's amount in a webhook body takes the name GET /api/v1/bookings/{id} gives it
CREATE OR REPLACE FUNCTION webhook_booking(b bookings) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', b.id, 'ticketCode', b.ticket_code, 'status', b.status, 'paymentStatus', b.payment_status,
    'source', b.source, 'serviceId', b.service_id, 'staffId', b.staff_id, 'clientId', b.client_id,
    'date', to_char(b.booking_date, 'YYYY-MM-DD'), 'time', left(b.booking_time::text, 5),
    'startsAt', webhook_instant(b.starts_at), 'endsAt', webhook_instant(b.ends_at),
    'totalAmountMinor', b.total_amount_minor, 'currency', b.currency, 'cancelledBy', b.cancelled_by,
    'paidAt', webhook_instant(b.paid_at))
$$;
