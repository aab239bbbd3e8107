CREATE TABLE "demo_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"industry" text NOT NULL,
	"consent_version" text NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"vapi_call_id" text,
	"ended_reason" text,
	"duration_seconds" integer,
	"summary" text,
	"transcript" text,
	"recording_url" text,
	"updated_at" timestamp (3) with time zone,
	CONSTRAINT "demo_calls_inquiry_id_unique" UNIQUE("inquiry_id"),
	CONSTRAINT "demo_calls_vapi_call_id_unique" UNIQUE("vapi_call_id")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_calls" ADD CONSTRAINT "demo_calls_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_calls_phone_created_at_idx" ON "demo_calls" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "demo_calls_ip_hash_created_at_idx" ON "demo_calls" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "demo_calls_created_at_idx" ON "demo_calls" USING btree ("created_at");