CREATE TABLE "demo_call_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number_hash" text NOT NULL,
	"consent_version" text NOT NULL,
	"source_page" text,
	"user_agent" text,
	"ip_hash" text NOT NULL,
	"demo_call_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "do_not_call" (
	"number_hash" text PRIMARY KEY NOT NULL,
	"hint" text NOT NULL,
	"source" text NOT NULL,
	"added_by" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "demo_call_consents_number_idx" ON "demo_call_consents" USING btree ("number_hash","created_at");--> statement-breakpoint
CREATE INDEX "demo_call_consents_created_at_idx" ON "demo_call_consents" USING btree ("created_at");