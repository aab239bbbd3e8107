CREATE TABLE "mail_cap_slices" (
	"kind" text NOT NULL,
	"slice_start" timestamp (3) with time zone NOT NULL,
	"admitted" integer NOT NULL,
	CONSTRAINT "mail_cap_slices_kind_slice_start_pk" PRIMARY KEY("kind","slice_start")
);
--> statement-breakpoint
-- Added by hand: the last day's counts move to the worker's table, so the caps keep counting what
-- was queued before this release (queued then, sent soon after).
INSERT INTO "mail_cap_slices" ("kind", "slice_start", "admitted")
SELECT 'visitor_confirmation', "slice_start", "confirmations" FROM "mail_caps" WHERE "confirmations" > 0
UNION ALL
SELECT 'staff_notification', "slice_start", "staff_notifications" FROM "mail_caps" WHERE "staff_notifications" > 0;--> statement-breakpoint
DROP TABLE "mail_caps" CASCADE;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "caps_cleared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Added by hand: what is still queued was admitted (and counted) by the caps when it was stored.
UPDATE "mail_outbox" SET "caps_cleared" = true WHERE "state" IN ('pending', 'sending');
