CREATE TABLE "demo_call_refusals" (
	"hour" timestamp (3) with time zone NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "demo_call_refusals_hour_reason_pk" PRIMARY KEY("hour","reason")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_response_at" timestamp (3) with time zone;--> statement-breakpoint
-- Hand-written: the first response of inquiries answered before this column existed: their first
-- note, or their last staff change when their status is no longer new (no earlier one was kept:
-- an upper bound), whichever came first.
UPDATE "inquiries" SET "first_response_at" = LEAST(
    CASE WHEN "status" <> 'new' THEN "updated_at" END,
    (SELECT min("created_at") FROM "inquiry_notes" WHERE "inquiry_notes"."inquiry_id" = "inquiries"."id")
  )
  WHERE "first_response_at" IS NULL;
