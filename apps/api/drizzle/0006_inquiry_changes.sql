CREATE TABLE "inquiry_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inquiry_changes_tx_id_idx" ON "inquiry_changes" USING btree ("tx","id");--> statement-breakpoint
-- Written by hand: every change to an inquiry, whoever makes it, goes to the feed in its own
-- transaction (the staff's live inbox reads it; see inquiry_changes in src/db/schema.ts).
CREATE FUNCTION "inquiry_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "inquiry_changes" ("inquiry_id", "kind")
  VALUES (NEW."id", CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'updated' END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "inquiry_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "inquiry_changes" ("inquiry_id", "kind") VALUES (NEW."inquiry_id", 'updated');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inquiries_changed" AFTER INSERT OR UPDATE ON "inquiries"
  FOR EACH ROW EXECUTE FUNCTION "inquiry_changed"();--> statement-breakpoint
-- A demo call's progress and outcome, not its placement bookkeeping (leases, attempts).
CREATE TRIGGER "demo_calls_changed" AFTER UPDATE ON "demo_calls" FOR EACH ROW
  WHEN (
    OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."ended_reason" IS DISTINCT FROM NEW."ended_reason"
    OR OLD."duration_seconds" IS DISTINCT FROM NEW."duration_seconds"
    OR OLD."summary" IS DISTINCT FROM NEW."summary"
  )
  EXECUTE FUNCTION "inquiry_part_changed"();--> statement-breakpoint
-- An e-mail's delivery (sent, failed), not its claims and leases.
CREATE TRIGGER "mail_outbox_changed" AFTER UPDATE ON "mail_outbox" FOR EACH ROW
  WHEN (OLD."state" IS DISTINCT FROM NEW."state" AND NEW."state" IN ('sent', 'failed'))
  EXECUTE FUNCTION "inquiry_part_changed"();
