CREATE TABLE "demo_call_refusals" (
	"hour" timestamp (3) with time zone NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "demo_call_refusals_hour_reason_pk" PRIMARY KEY("hour","reason")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_response_at" timestamp (3) with time zone;--> statement-breakpoint
-- Hand-written: the first response of inquiries answered before this column existed. Their last
-- staff change is the best time known (no earlier one was kept): an upper bound.
UPDATE "inquiries" SET "first_response_at" = "updated_at"
  WHERE "first_response_at" IS NULL AND "updated_at" IS NOT NULL
    AND ("status" <> 'new' OR "note" IS NOT NULL);
