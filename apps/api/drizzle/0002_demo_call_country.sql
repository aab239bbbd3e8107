ALTER TABLE "demo_calls" ADD COLUMN "country" text;--> statement-breakpoint
CREATE INDEX "demo_calls_country_created_at_idx" ON "demo_calls" USING btree ("country","created_at");