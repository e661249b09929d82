ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale" CHECK ("users"."locale" IN ('en', 'sw'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_locale" CHECK ("bookings"."locale" IN ('en', 'sw'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_locale" CHECK ("clients"."locale" IN ('en', 'sw'));