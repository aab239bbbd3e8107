CREATE TABLE "vapi_inbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"body" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"claim" uuid,
	"last_error" text,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vapi_inbox_dedupe_key_idx" ON "vapi_inbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "vapi_inbox_due_idx" ON "vapi_inbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "vapi_inbox_received_at_idx" ON "vapi_inbox" USING btree ("received_at");