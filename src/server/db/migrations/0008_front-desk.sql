CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
UPDATE "clients" SET "email" = lower("email") WHERE "email" <> lower("email");--> statement-breakpoint
-- duplicate clients by phone (possible before this rule) become the oldest one, bookings and invoices kept
UPDATE "bookings" AS b SET "client_id" = d."keep" FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY "business_id", "phone" ORDER BY "created_at", "id") AS "keep"
  FROM "clients" WHERE "phone" IS NOT NULL
) AS d WHERE b."client_id" = d."id" AND d."id" <> d."keep";--> statement-breakpoint
UPDATE "invoices" AS i SET "client_id" = d."keep" FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY "business_id", "phone" ORDER BY "created_at", "id") AS "keep"
  FROM "clients" WHERE "phone" IS NOT NULL
) AS d WHERE i."client_id" = d."id" AND d."id" <> d."keep";--> statement-breakpoint
DELETE FROM "clients" AS c USING (
  SELECT "id", first_value("id") OVER (PARTITION BY "business_id", "phone" ORDER BY "created_at", "id") AS "keep"
  FROM "clients" WHERE "phone" IS NOT NULL
) AS d WHERE c."id" = d."id" AND d."id" <> d."keep";--> statement-breakpoint
-- duplicate clients by email (possible before this rule) become the oldest one, bookings and invoices kept
UPDATE "bookings" AS b SET "client_id" = d."keep" FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY "business_id", "email" ORDER BY "created_at", "id") AS "keep"
  FROM "clients" WHERE "email" IS NOT NULL
) AS d WHERE b."client_id" = d."id" AND d."id" <> d."keep";--> statement-breakpoint
UPDATE "invoices" AS i SET "client_id" = d."keep" FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY "business_id", "email" ORDER BY "created_at", "id") AS "keep"
  FROM "clients" WHERE "email" IS NOT NULL
) AS d WHERE i."client_id" = d."id" AND d."id" <> d."keep";--> statement-breakpoint
DELETE FROM "clients" AS c USING (
  SELECT "id", first_value("id") OVER (PARTITION BY "business_id", "email" ORDER BY "created_at", "id") AS "keep"
  FROM "clients" WHERE "email" IS NOT NULL
) AS d WHERE c."id" = d."id" AND d."id" <> d."keep";--> statement-breakpoint
CREATE TABLE "staff_services" (
	"staff_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	CONSTRAINT "staff_services_staff_id_service_id_pk" PRIMARY KEY("staff_id","service_id")
);
--> statement-breakpoint
DROP INDEX "clients_business_email_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_services_service_idx" ON "staff_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "bookings_business_customer_search_idx" ON "bookings" USING gin ("business_id","customer_name" gin_trgm_ops,"customer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "clients_business_phone_unique" ON "clients" USING btree ("business_id","phone") WHERE "clients"."phone" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_business_email_unique" ON "clients" USING btree ("business_id","email") WHERE "clients"."email" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source" CHECK ("bookings"."source" IN ('online', 'owner'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_email_lower" CHECK ("clients"."email" = lower("clients"."email"));