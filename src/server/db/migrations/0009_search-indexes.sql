DROP INDEX "bookings_business_customer_search_idx";--> statement-breakpoint
CREATE INDEX "bookings_customer_name_trgm_idx" ON "bookings" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_customer_phone_trgm_idx" ON "bookings" USING gin ("customer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_idx" ON "clients" USING btree ("email") WHERE "clients"."email" IS NOT NULL;