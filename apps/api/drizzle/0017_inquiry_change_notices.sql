-- Written by hand: a transaction that adds to the feed of changes also notifies the channel
-- "inquiry_changes" (one notice per transaction, delivered when it commits; none if it rolls
-- back). Every API process listens and reads the feed at once, rather than at its next poll.
CREATE FUNCTION "inquiry_changes_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inquiry_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inquiry_changes_noticed" AFTER INSERT ON "inquiry_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_changes_notice"();
