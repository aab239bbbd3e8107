CREATE TABLE "mail_caps" (
	"slice_start" timestamp (3) with time zone PRIMARY KEY NOT NULL,
	"confirmations" integer NOT NULL,
	"staff_notifications" integer NOT NULL,
	"confirmation_admitted" boolean NOT NULL,
	"staff_admitted" boolean NOT NULL,
	"confirmation_room" integer NOT NULL,
	"staff_room" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_digests" (
	"name" text PRIMARY KEY NOT NULL,
	"held_back" integer DEFAULT 0 NOT NULL,
	"held_since" timestamp (3) with time zone,
	"last_inquiry_id" uuid,
	"last_sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
-- Written by hand: the clock-minute counts are dropped (they last two minutes anyway), so the new
-- key and NOT NULL columns can be added to a table that had rows.
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD PRIMARY KEY ("key");--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "hits" timestamp (3) with time zone[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "max" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "admitted" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp (3) with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "count";