DROP INDEX "bookings_customer_name_trgm_idx";--> statement-breakpoint
DROP INDEX "bookings_customer_phone_trgm_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(customer_name || ' ' || customer_phone || ' ' || ticket_code)) STORED;--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops);