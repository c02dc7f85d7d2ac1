-- Which messages mention members by name, on the message's own row (decision 0089): a page of
-- history or of search results then reads message_mentions for those only, where it looked up
-- every message of the page there. New columns with a constant default rewrite no row.
ALTER TABLE "messages" ADD COLUMN "mentions_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether the statement that wrote a mention marked its message itself: a send does, in the
-- same statement. Every other writer leaves it false: the import, which adds mentions after
-- their messages, an instance still running the code before this migration (a rolling
-- deploy), SQL by hand.
ALTER TABLE "message_mentions" ADD COLUMN "message_marked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Their messages are marked here, row by row. The trigger's condition is tested without
-- calling the function, so a send's mentions cost it nothing. A mark is never cleared, so
-- deletes need nothing.
CREATE FUNCTION message_mentions_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE messages SET mentions_members = true WHERE id = NEW.message_id AND NOT mentions_members;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER message_mentions_mark AFTER INSERT ON "message_mentions" FOR EACH ROW WHEN (NOT NEW.message_marked) EXECUTE FUNCTION message_mentions_mark();--> statement-breakpoint
-- The messages that already have mentions: as many rows as there are mentioned messages, a
-- small part of a community's history, each found by its primary key. The migration's
-- transaction holds the lock the new column took on messages until it commits, so no message
-- is written between this and the trigger. Rows set already are left alone.
UPDATE "messages" SET "mentions_members" = true
  WHERE "id" IN (SELECT "message_id" FROM "message_mentions") AND NOT "mentions_members";
