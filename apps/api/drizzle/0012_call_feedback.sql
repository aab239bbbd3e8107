CREATE TABLE "call_feedback" (
	"call_id" uuid PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone,
	CONSTRAINT "call_feedback_rating_check" CHECK ("call_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "call_feedback_created_at_idx" ON "call_feedback" USING btree ("created_at");