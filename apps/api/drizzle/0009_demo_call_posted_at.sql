ALTER TABLE "demo_calls" ADD COLUMN "placement_posted_at" timestamp (3) with time zone;--> statement-breakpoint
-- Added by hand: a call an older worker may already have posted (tried at least once, not done) is
-- looked up over a whole creation window, from now, before it may be posted again.
UPDATE "demo_calls" SET "placement_posted_at" = now() WHERE "placement" <> 'done' AND "placement_attempts" > 0;
