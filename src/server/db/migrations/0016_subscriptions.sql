CREATE TABLE "trial_grants" (
	"user_id" text PRIMARY KEY NOT NULL,
	"business_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_grants_business_unique" UNIQUE("business_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "deactivated_reason" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "plan_type" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_reminder_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial_grants" ADD CONSTRAINT "trial_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_grants" ADD CONSTRAINT "trial_grants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_open_idx" ON "payment_transactions" USING btree ("created_at") WHERE "payment_transactions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_our_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_deactivated_reason_length" CHECK (char_length("businesses"."deactivated_reason") <= 500);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_plan_type" CHECK ("payment_transactions"."plan_type" IN ('trial', 'starter', 'economy', 'medium', 'premium'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_channel" CHECK ("payment_transactions"."channel" IN ('card', 'mpesa'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_subscription_has_plan" CHECK ("payment_transactions"."transaction_type" <> 'subscription' OR ("payment_transactions"."plan_type" IS NOT NULL AND "payment_transactions"."reference" IS NOT NULL));--> statement-breakpoint
-- every business starts on the trial; those made before there was one get it from today
INSERT INTO subscriptions (user_id, business_id, plan_type, status, current_period_end, trial_ends_at, staff_limit, bookings_limit, payment_interval)
SELECT b.user_id, b.id, 'trial', 'active', now() + interval '7 days', now() + interval '7 days', 3, 100, 'one_time'
FROM businesses b
WHERE NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.business_id = b.id);--> statement-breakpoint
INSERT INTO trial_grants (user_id, business_id, started_at)
SELECT DISTINCT ON (s.user_id) s.user_id, s.business_id, s.created_at
FROM subscriptions s
WHERE s.trial_ends_at IS NOT NULL
ORDER BY s.user_id, s.created_at
ON CONFLICT DO NOTHING;
