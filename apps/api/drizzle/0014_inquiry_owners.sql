DROP INDEX "mail_outbox_inquiry_kind_idx";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assignee_uid" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assignee_name" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
CREATE INDEX "inquiries_assignee_created_at_idx" ON "inquiries" USING btree ("assignee_uid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_follow_up_on_idx" ON "inquiries" USING btree ("follow_up_on") WHERE "inquiries"."follow_up_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_inquiry_kind_idx" ON "mail_outbox" USING btree ("inquiry_id","kind") WHERE "mail_outbox"."kind" <> 'staff_assignment';