CREATE TABLE "demo_call_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"block_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_calls" ADD COLUMN "suppressed" text;--> statement-breakpoint
ALTER TABLE "demo_calls" ADD COLUMN "public_failure_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "demo_call_requests_block_idx" ON "demo_call_requests" USING btree ("block_hash","created_at");--> statement-breakpoint
CREATE INDEX "demo_call_requests_created_at_idx" ON "demo_call_requests" USING btree ("created_at");