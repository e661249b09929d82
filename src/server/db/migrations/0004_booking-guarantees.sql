-- A staff member can never hold two overlapping bookings that are not cancelled: the database refuses
-- the second, whichever server process inserts it.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_no_overlap" EXCLUDE USING gist ("staff_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("staff_id" IS NOT NULL AND "status" <> 'cancelled');
