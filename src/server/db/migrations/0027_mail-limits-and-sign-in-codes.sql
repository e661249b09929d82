CREATE TABLE "account_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"user_id" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_mails_kind" CHECK ("account_mails"."kind" IN ('confirmation', 'password-reset', 'sign-in-code')),
	CONSTRAINT "account_mails_recipient_lower" CHECK ("account_mails"."recipient" = lower("account_mails"."recipient"))
);
--> statement-breakpoint
CREATE TABLE "sign_in_code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_codes_wrong_tries" CHECK ("sign_in_codes"."wrong_tries" BETWEEN 0 AND 5)
);
--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_mails_recipient_created_idx" ON "account_mails" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "account_mails_user_created_idx" ON "account_mails" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "account_mails_ip_created_idx" ON "account_mails" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_code_failures_email_created_idx" ON "sign_in_code_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_code_failures_ip_created_idx" ON "sign_in_code_failures" USING btree ("ip_address","created_at");