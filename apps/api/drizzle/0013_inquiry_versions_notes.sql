CREATE TABLE "inquiry_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_notes_inquiry_id_created_at_idx" ON "inquiry_notes" USING btree ("inquiry_id","created_at");--> statement-breakpoint
-- Written by hand: each inquiry's one note becomes its first note entry, written by whoever
-- changed the inquiry last, at that time (the only author and time the old column kept), before
-- the column goes. Inserting notes fires no inquiry trigger: the live feed is not flooded.
INSERT INTO "inquiry_notes" ("id", "inquiry_id", "body", "author", "created_at")
SELECT gen_random_uuid(), "id", "note", coalesce("updated_by", 'staff'), coalesce("updated_at", "created_at")
FROM "inquiries"
WHERE "note" IS NOT NULL AND btrim("note") <> '';--> statement-breakpoint
-- Generated, moved below the copy above.
ALTER TABLE "inquiries" DROP COLUMN "note";