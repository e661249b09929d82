ALTER TABLE "waitlist_entries" ADD COLUMN "join_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_join_key_idx" ON "waitlist_entries" USING btree ("business_id","join_key");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_join_key_length" CHECK (char_length("waitlist_entries"."join_key") <= 100);