ALTER TABLE "demo_calls" ADD COLUMN "transcript_lines" jsonb;--> statement-breakpoint
CREATE INDEX "inquiries_email_lower_created_at_idx" ON "inquiries" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "inquiries_phone_created_at_idx" ON "inquiries" USING btree ("phone","created_at");