ALTER TABLE "bookings" DROP CONSTRAINT "bookings_source";--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_source";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source" CHECK ("bookings"."source" IN ('online', 'owner', 'whatsapp', 'ussd', 'api'));--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_source" CHECK ("waitlist_entries"."source" IN ('online', 'owner', 'whatsapp', 'ussd', 'api'));