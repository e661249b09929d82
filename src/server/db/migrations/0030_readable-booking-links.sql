CREATE TABLE "retired_booking_links" (
	"slug" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retired_booking_links_slug_format" CHECK ("retired_booking_links"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length("retired_booking_links"."slug") <= 20)
);
--> statement-breakpoint
ALTER TABLE "retired_booking_links" ADD CONSTRAINT "retired_booking_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_booking_links_business_idx" ON "retired_booking_links" USING btree ("business_id");