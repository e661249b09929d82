-- Availability and the booking's slot check read a span's bookings by business and start, and of
-- each only its end, staff member, status and hold: carried in the index, they are read from it
-- alone (an index-only scan) instead of visiting every booking's row (docs/decisions/0044). The
-- index keeps its name and key columns; drizzle's schema cannot say INCLUDE, so it is said here.
CREATE INDEX bookings_business_starts_covering_idx ON bookings (business_id, starts_at)
  INCLUDE (ends_at, staff_id, status, hold_expires_at);--> statement-breakpoint
DROP INDEX bookings_business_starts_idx;--> statement-breakpoint
ALTER INDEX bookings_business_starts_covering_idx RENAME TO bookings_business_starts_idx;
