CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_provider_account_unique" UNIQUE("provider_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"table_name" text,
	"record_id" text,
	"old_values" jsonb,
	"new_values" jsonb,
	"user_id" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role_unique" UNIQUE("user_id","role"),
	CONSTRAINT "user_roles_role" CHECK ("user_roles"."role" IN ('admin', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text,
	"last_name" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_email_length" CHECK (char_length("users"."email") <= 254),
	CONSTRAINT "users_country_code" CHECK ("users"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocked_time_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"blocked_date" date NOT NULL,
	"blocked_time" time NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_time_slots_unique" UNIQUE("business_id","blocked_date","blocked_time"),
	CONSTRAINT "blocked_time_slots_reason_length" CHECK (char_length("blocked_time_slots"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"client_id" uuid,
	"staff_id" uuid,
	"booking_date" date NOT NULL,
	"booking_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"total_amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"notes" text,
	"ticket_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_ticket_code_unique" UNIQUE("ticket_code"),
	CONSTRAINT "bookings_idempotency_unique" UNIQUE("business_id","idempotency_key"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" IN ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "bookings_payment_status" CHECK ("bookings"."payment_status" IN ('pending', 'completed', 'failed', 'refund_due', 'refunded')),
	CONSTRAINT "bookings_currency" CHECK ("bookings"."currency" IN ('KES', 'USD', 'EUR', 'GBP', 'NGN', 'CAD', 'AUD', 'GHS', 'ZAR')),
	CONSTRAINT "bookings_amount_positive" CHECK ("bookings"."total_amount_minor" >= 0),
	CONSTRAINT "bookings_ends_after_start" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_ticket_code_format" CHECK ("bookings"."ticket_code" ~ '^[A-HJ-NP-Z2-9]{4,12}$'),
	CONSTRAINT "bookings_customer_name_present" CHECK (btrim("bookings"."customer_name") <> ''),
	CONSTRAINT "bookings_customer_name_length" CHECK (char_length("bookings"."customer_name") <= 100),
	CONSTRAINT "bookings_customer_email_length" CHECK (char_length("bookings"."customer_email") <= 254),
	CONSTRAINT "bookings_customer_phone_length" CHECK (char_length("bookings"."customer_phone") <= 20),
	CONSTRAINT "bookings_notes_length" CHECK (char_length("bookings"."notes") <= 500),
	CONSTRAINT "bookings_idempotency_key_length" CHECK (char_length("bookings"."idempotency_key") <= 100)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"customer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") <= 1000),
	CONSTRAINT "reviews_customer_name_length" CHECK (char_length("reviews"."customer_name") <= 100)
);
--> statement-breakpoint
CREATE TABLE "business_hours" (
	"business_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "business_hours_pk" PRIMARY KEY("business_id","weekday"),
	CONSTRAINT "business_hours_weekday" CHECK ("business_hours"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "business_hours_close_after_open" CHECK ("business_hours"."closes_at" > "business_hours"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"timezone" text DEFAULT 'Africa/Nairobi' NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"booking_slot_duration_minutes" integer DEFAULT 30 NOT NULL,
	"max_bookings_per_slot" integer DEFAULT 5 NOT NULL,
	"booking_advance_days" integer DEFAULT 30 NOT NULL,
	"auto_confirm_bookings" boolean DEFAULT true NOT NULL,
	"require_payment" boolean DEFAULT false NOT NULL,
	"send_reminders" boolean DEFAULT true NOT NULL,
	"reminder_hours_before" integer DEFAULT 24 NOT NULL,
	"notification_preferences" jsonb DEFAULT '{"email_bookings":true,"email_cancellations":true,"email_reminders":false,"sms_bookings":false,"sms_reminders":false,"whatsapp_bookings":true,"whatsapp_reminders":true,"whatsapp_number":""}'::jsonb NOT NULL,
	"show_on_map" boolean DEFAULT true NOT NULL,
	"map_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_slot_duration" CHECK ("business_settings"."booking_slot_duration_minutes" BETWEEN 15 AND 1440 AND "business_settings"."booking_slot_duration_minutes" % 15 = 0),
	CONSTRAINT "business_settings_max_per_slot" CHECK ("business_settings"."max_bookings_per_slot" BETWEEN 1 AND 1000),
	CONSTRAINT "business_settings_advance_days" CHECK ("business_settings"."booking_advance_days" BETWEEN 1 AND 365),
	CONSTRAINT "business_settings_reminder_hours" CHECK ("business_settings"."reminder_hours_before" BETWEEN 1 AND 168),
	CONSTRAINT "business_settings_currency" CHECK ("business_settings"."currency" IN ('KES', 'USD', 'EUR', 'GBP', 'NGN', 'CAD', 'AUD', 'GHS', 'ZAR')),
	CONSTRAINT "business_settings_map_description_length" CHECK (char_length("business_settings"."map_description") <= 500),
	CONSTRAINT "business_settings_timezone_present" CHECK (btrim("business_settings"."timezone") <> '')
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"country" text,
	"description" text,
	"website" text,
	"logo_url" text,
	"featured_image_url" text,
	"subdomain" text NOT NULL,
	"category" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"service_radius_km" integer DEFAULT 10 NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"payment_policy" text DEFAULT 'pay_on_booking' NOT NULL,
	"payment_setup_complete" boolean DEFAULT false NOT NULL,
	"paystack_subaccount_id" text,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "businesses_subdomain_unique" UNIQUE("subdomain"),
	CONSTRAINT "businesses_name_present" CHECK (btrim("businesses"."name") <> ''),
	CONSTRAINT "businesses_name_length" CHECK (char_length("businesses"."name") <= 100),
	CONSTRAINT "businesses_email_length" CHECK (char_length("businesses"."email") <= 254),
	CONSTRAINT "businesses_phone_length" CHECK (char_length("businesses"."phone") <= 20),
	CONSTRAINT "businesses_address_length" CHECK (char_length("businesses"."address") <= 200),
	CONSTRAINT "businesses_city_length" CHECK (char_length("businesses"."city") <= 100),
	CONSTRAINT "businesses_country_length" CHECK (char_length("businesses"."country") <= 100),
	CONSTRAINT "businesses_description_length" CHECK (char_length("businesses"."description") <= 2000),
	CONSTRAINT "businesses_website_length" CHECK (char_length("businesses"."website") <= 500),
	CONSTRAINT "businesses_subdomain_format" CHECK ("businesses"."subdomain" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length("businesses"."subdomain") <= 20),
	CONSTRAINT "businesses_latitude_range" CHECK ("businesses"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "businesses_longitude_range" CHECK ("businesses"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "businesses_coordinates_together" CHECK (("businesses"."latitude" IS NULL) = ("businesses"."longitude" IS NULL)),
	CONSTRAINT "businesses_service_radius_range" CHECK ("businesses"."service_radius_km" BETWEEN 1 AND 100),
	CONSTRAINT "businesses_category" CHECK ("businesses"."category" IN ('Beauty & Spa', 'Healthcare', 'Restaurant', 'Fitness', 'Education', 'Automotive', 'Entertainment', 'Professional Services', 'Retail', 'Home Services', 'Technology', 'Transport')),
	CONSTRAINT "businesses_currency" CHECK ("businesses"."currency" IN ('KES', 'USD', 'EUR', 'GBP', 'NGN', 'CAD', 'AUD', 'GHS', 'ZAR')),
	CONSTRAINT "businesses_payment_policy" CHECK ("businesses"."payment_policy" IN ('pay_on_booking', 'pay_after_service')),
	CONSTRAINT "businesses_average_rating_range" CHECK ("businesses"."average_rating" BETWEEN 0 AND 5),
	CONSTRAINT "businesses_total_reviews_positive" CHECK ("businesses"."total_reviews" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"booking_id" uuid,
	"invoice_number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"due_date" date,
	"notes" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("business_id","invoice_number"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" IN ('draft', 'sent', 'paid', 'overdue')),
	CONSTRAINT "invoices_currency" CHECK ("invoices"."currency" IN ('KES', 'USD', 'EUR', 'GBP', 'NGN', 'CAD', 'AUD', 'GHS', 'ZAR')),
	CONSTRAINT "invoices_number_format" CHECK ("invoices"."invoice_number" ~ '^INV-[0-9]{8}-[0-9]{3,}$'),
	CONSTRAINT "invoices_amounts_positive" CHECK ("invoices"."subtotal_minor" >= 0 AND "invoices"."tax_minor" >= 0),
	CONSTRAINT "invoices_total_is_sum" CHECK ("invoices"."total_minor" = "invoices"."subtotal_minor" + "invoices"."tax_minor"),
	CONSTRAINT "invoices_paid_at_when_paid" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_at" IS NOT NULL)),
	CONSTRAINT "invoices_notes_length" CHECK (char_length("invoices"."notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "business_payment_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_payment_configs_type_unique" UNIQUE("business_id","payment_type"),
	CONSTRAINT "business_payment_configs_type" CHECK ("business_payment_configs"."payment_type" IN ('paystack_split', 'mpesa', 'bank_account'))
);
--> statement-breakpoint
CREATE TABLE "business_payouts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"mpesa_number" text,
	"airtel_number" text,
	"bank_name" text,
	"bank_account_number" text,
	"account_holder_name" text,
	"paystack_subaccount_code" text,
	"auto_split_enabled" boolean DEFAULT true NOT NULL,
	"split_basis_points" integer DEFAULT 9500 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_payouts_split_range" CHECK ("business_payouts"."split_basis_points" BETWEEN 0 AND 10000),
	CONSTRAINT "business_payouts_mpesa_length" CHECK (char_length("business_payouts"."mpesa_number") <= 20),
	CONSTRAINT "business_payouts_airtel_length" CHECK (char_length("business_payouts"."airtel_number") <= 20),
	CONSTRAINT "business_payouts_bank_name_length" CHECK (char_length("business_payouts"."bank_name") <= 100),
	CONSTRAINT "business_payouts_account_number_length" CHECK (char_length("business_payouts"."bank_account_number") <= 34),
	CONSTRAINT "business_payouts_holder_length" CHECK (char_length("business_payouts"."account_holder_name") <= 100)
);
--> statement-breakpoint
CREATE TABLE "client_business_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"booking_id" uuid,
	"client_email" text,
	"client_phone" text,
	"amount_minor" integer NOT NULL,
	"platform_fee_minor" integer NOT NULL,
	"business_amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_reference" text NOT NULL,
	"paystack_reference" text,
	"provider" text NOT NULL,
	"payment_method" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_business_transactions_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "client_business_transactions_status" CHECK ("client_business_transactions"."status" IN ('pending', 'completed', 'failed', 'refund_due', 'refunded')),
	CONSTRAINT "client_business_transactions_currency" CHECK ("client_business_transactions"."currency" IN ('KES', 'USD', 'EUR', 'GBP', 'NGN', 'CAD', 'AUD', 'GHS', 'ZAR')),
	CONSTRAINT "client_business_transactions_amount_positive" CHECK ("client_business_transactions"."amount_minor" > 0),
	CONSTRAINT "client_business_transactions_split_sums" CHECK ("client_business_transactions"."platform_fee_minor" >= 0 AND "client_business_transactions"."business_amount_minor" >= 0 AND "client_business_transactions"."platform_fee_minor" + "client_business_transactions"."business_amount_minor" = "client_business_transactions"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"subscription_id" uuid,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"provider" text NOT NULL,
	"paystack_reference" text,
	"transaction_type" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_reference_unique" UNIQUE("paystack_reference"),
	CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" IN ('pending', 'completed', 'failed', 'refund_due', 'refunded')),
	CONSTRAINT "payment_transactions_type" CHECK ("payment_transactions"."transaction_type" IN ('subscription', 'client_payment')),
	CONSTRAINT "payment_transactions_currency_upper" CHECK ("payment_transactions"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_transactions_amount_positive" CHECK ("payment_transactions"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_id" uuid NOT NULL,
	"plan_type" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"staff_limit" integer,
	"bookings_limit" integer,
	"payment_interval" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_business_unique" UNIQUE("business_id"),
	CONSTRAINT "subscriptions_plan_type" CHECK ("subscriptions"."plan_type" IN ('trial', 'starter', 'economy', 'medium', 'premium')),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" IN ('active', 'pending', 'expired', 'cancelled')),
	CONSTRAINT "subscriptions_payment_interval" CHECK ("subscriptions"."payment_interval" IN ('one_time', 'monthly')),
	CONSTRAINT "subscriptions_limits_positive" CHECK ("subscriptions"."staff_limit" >= 0 AND "subscriptions"."bookings_limit" >= 0),
	CONSTRAINT "subscriptions_trial_has_end" CHECK ("subscriptions"."plan_type" <> 'trial' OR "subscriptions"."trial_ends_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"notes" text,
	"last_service_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_name_present" CHECK (btrim("clients"."name") <> ''),
	CONSTRAINT "clients_name_length" CHECK (char_length("clients"."name") <= 100),
	CONSTRAINT "clients_email_length" CHECK (char_length("clients"."email") <= 254),
	CONSTRAINT "clients_phone_length" CHECK (char_length("clients"."phone") <= 20),
	CONSTRAINT "clients_address_length" CHECK (char_length("clients"."address") <= 200),
	CONSTRAINT "clients_notes_length" CHECK (char_length("clients"."notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"gender" text,
	"shift" text,
	"workload" integer,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_name_present" CHECK (btrim("staff"."name") <> ''),
	CONSTRAINT "staff_name_length" CHECK (char_length("staff"."name") <= 100),
	CONSTRAINT "staff_email_length" CHECK (char_length("staff"."email") <= 254),
	CONSTRAINT "staff_phone_length" CHECK (char_length("staff"."phone") <= 20),
	CONSTRAINT "staff_shift_length" CHECK (char_length("staff"."shift") <= 100),
	CONSTRAINT "staff_gender" CHECK ("staff"."gender" IN ('male', 'female', 'other', 'prefer-not-to-say')),
	CONSTRAINT "staff_workload_range" CHECK ("staff"."workload" BETWEEN 0 AND 168)
);
--> statement-breakpoint
CREATE TABLE "staff_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"status" text DEFAULT 'signed_in' NOT NULL,
	"attendance_date" date NOT NULL,
	"sign_in_time" timestamp with time zone NOT NULL,
	"sign_out_time" timestamp with time zone,
	"notes" text,
	"ip_address" text,
	"user_agent" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_attendance_status" CHECK ("staff_attendance"."status" IN ('signed_in', 'signed_out', 'break', 'late')),
	CONSTRAINT "staff_attendance_notes_length" CHECK (char_length("staff_attendance"."notes") <= 500),
	CONSTRAINT "staff_attendance_sign_out_after_in" CHECK ("staff_attendance"."sign_out_time" IS NULL OR "staff_attendance"."sign_out_time" >= "staff_attendance"."sign_in_time"),
	CONSTRAINT "staff_attendance_latitude_range" CHECK ("staff_attendance"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "staff_attendance_longitude_range" CHECK ("staff_attendance"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "staff_attendance_accuracy_positive" CHECK ("staff_attendance"."accuracy_meters" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_images_position_unique" UNIQUE("service_id","position"),
	CONSTRAINT "service_images_position_range" CHECK ("service_images"."position" BETWEEN 0 AND 4)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"transport_details" jsonb,
	"price_minor" integer NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_name_present" CHECK (btrim("services"."name") <> ''),
	CONSTRAINT "services_name_length" CHECK (char_length("services"."name") <= 100),
	CONSTRAINT "services_description_length" CHECK (char_length("services"."description") <= 2000),
	CONSTRAINT "services_category" CHECK ("services"."category" IN ('general', 'transport', 'food', 'other')),
	CONSTRAINT "services_currency" CHECK ("services"."currency" IN ('KES', 'USD', 'EUR')),
	CONSTRAINT "services_price_positive" CHECK ("services"."price_minor" > 0),
	CONSTRAINT "services_duration_range" CHECK ("services"."duration_minutes" BETWEEN 5 AND 1440),
	CONSTRAINT "services_transport_details" CHECK ("services"."transport_details" IS NULL OR "services"."category" = 'transport')
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_time_slots" ADD CONSTRAINT "blocked_time_slots_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_payment_configs" ADD CONSTRAINT "business_payment_configs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_payouts" ADD CONSTRAINT "business_payouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD CONSTRAINT "client_business_transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_business_transactions" ADD CONSTRAINT "client_business_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_images" ADD CONSTRAINT "service_images_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_user_created_idx" ON "audit_log" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "bookings_business_date_time_idx" ON "bookings" USING btree ("business_id","booking_date","booking_time");--> statement-breakpoint
CREATE INDEX "bookings_business_starts_idx" ON "bookings" USING btree ("business_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_staff_starts_idx" ON "bookings" USING btree ("staff_id","starts_at") WHERE "bookings"."staff_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id") WHERE "bookings"."client_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_service_idx" ON "bookings" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."hold_expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_business_created_idx" ON "reviews" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_active_location_idx" ON "businesses" USING btree ("latitude","longitude") WHERE "businesses"."is_active" AND "businesses"."latitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_active_name_idx" ON "businesses" USING btree ("name") WHERE "businesses"."is_active";--> statement-breakpoint
CREATE INDEX "invoices_business_created_idx" ON "invoices" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoices_sent_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "client_business_transactions_business_created_idx" ON "client_business_transactions" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_business_transactions_booking_idx" ON "client_business_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_business_created_idx" ON "payment_transactions" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clients_business_created_idx" ON "clients" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_business_name_idx" ON "clients" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "clients_business_email_idx" ON "clients" USING btree ("business_id","email");--> statement-breakpoint
CREATE INDEX "staff_business_created_idx" ON "staff" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_business_active_name_idx" ON "staff" USING btree ("business_id","name") WHERE "staff"."is_active";--> statement-breakpoint
CREATE INDEX "staff_attendance_business_date_idx" ON "staff_attendance" USING btree ("business_id","attendance_date","sign_in_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_attendance_staff_sign_in_idx" ON "staff_attendance" USING btree ("staff_id","sign_in_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_business_created_idx" ON "services" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_business_active_name_idx" ON "services" USING btree ("business_id","name") WHERE "services"."is_active";