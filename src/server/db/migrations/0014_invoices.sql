ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- invoices made before sent_at existed: their last change stands in for when they were sent
UPDATE "invoices" SET "sent_at" = "updated_at" WHERE "status" <> 'draft';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_unique" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sent_at_unless_draft" CHECK (("invoices"."status" = 'draft') = ("invoices"."sent_at" IS NULL));