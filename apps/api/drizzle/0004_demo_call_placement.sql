ALTER TABLE "demo_calls" ADD COLUMN "placement" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Added by hand: the calls stored before this migration were placed in memory already; none may ring again.
UPDATE "demo_calls" SET "placement" = 'done';--> statement-breakpoint
ALTER TABLE "demo_calls" ADD COLUMN "placement_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_calls" ADD COLUMN "placement_due_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_calls" ADD COLUMN "placement_locked_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "demo_calls" ADD COLUMN "placement_claim" uuid;--> statement-breakpoint
CREATE INDEX "demo_calls_placement_due_idx" ON "demo_calls" USING btree ("placement","placement_due_at");