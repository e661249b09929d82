-- A change to a business's bookings or blocked times is announced at commit on the channel
-- availability_changed, with the business's id; each server process forgets the public availability
-- it keeps for that business (docs/decisions/0041). Changes to the business's settings, hours,
-- services, staff and subscription already come on public_page_changed (migration 0020, whose
-- announce_business_of_row does the announcing here too).
-- only the columns a slot's availability reads: a payment or a reminder changes none of them
CREATE TRIGGER bookings_availability AFTER INSERT OR DELETE
  OR UPDATE OF business_id, status, starts_at, ends_at, staff_id, hold_expires_at
  ON bookings FOR EACH ROW EXECUTE FUNCTION announce_business_of_row('availability_changed');--> statement-breakpoint
CREATE TRIGGER blocked_time_slots_availability AFTER INSERT OR UPDATE OR DELETE
  ON blocked_time_slots FOR EACH ROW EXECUTE FUNCTION announce_business_of_row('availability_changed');
