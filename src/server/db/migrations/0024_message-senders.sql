-- Message rows become the queue their senders claim from (docs/decisions/0046): when each may next
-- be sent, the order rows were recorded in, and its retries' first delay.
ALTER TABLE "message_sends" ADD COLUMN "send_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "message_sends" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "message_sends_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "message_sends" ADD COLUMN "retry_delay_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "message_sends_due_idx" ON "message_sends" USING btree ("send_after","seq") WHERE "message_sends"."status" = 'queued';