CREATE TABLE "ussd_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"service_code" text,
	"network_code" text,
	"status" text NOT NULL,
	"duration_ms" integer,
	"hops" integer,
	"cost" text,
	"input" text,
	"last_response" text,
	"error" text,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ussd_sessions_status_check" CHECK ("ussd_sessions"."status" IN ('Success', 'Incomplete', 'Failed')),
	CONSTRAINT "ussd_sessions_session_id_length" CHECK (char_length("ussd_sessions"."session_id") <= 100),
	CONSTRAINT "ussd_sessions_phone_length" CHECK (char_length("ussd_sessions"."phone") <= 20),
	CONSTRAINT "ussd_sessions_service_code_length" CHECK (char_length("ussd_sessions"."service_code") <= 40),
	CONSTRAINT "ussd_sessions_network_code_length" CHECK (char_length("ussd_sessions"."network_code") <= 10),
	CONSTRAINT "ussd_sessions_cost_length" CHECK (char_length("ussd_sessions"."cost") <= 40),
	CONSTRAINT "ussd_sessions_input_length" CHECK (char_length("ussd_sessions"."input") <= 1000),
	CONSTRAINT "ussd_sessions_last_response_length" CHECK (char_length("ussd_sessions"."last_response") <= 400),
	CONSTRAINT "ussd_sessions_error_length" CHECK (char_length("ussd_sessions"."error") <= 500)
);
--> statement-breakpoint
CREATE INDEX "ussd_sessions_ended_idx" ON "ussd_sessions" USING btree ("ended_at");