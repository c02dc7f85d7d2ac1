-- Which messages mention members by name, on the message's own row (decision 0089): a page of
-- history or of search results then reads message_mentions for those only, where it looked up
-- every message of the page there. A new column with a constant default rewrites no row.
ALTER TABLE "messages" ADD COLUMN "mentions_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every insert of mentions marks their messages, whoever writes them: a send marks its message
-- in its own insert already (the mark is then found set and nothing is written), the import's
-- mentions are added after their messages, and an instance still running the code before this
-- migration (a rolling deploy) writes mentions without the mark. Once per statement, over the
-- statement's new rows; a mark is never cleared, so deletes need nothing.
CREATE FUNCTION message_mentions_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE messages SET mentions_members = true
    WHERE id IN (SELECT message_id FROM added) AND NOT mentions_members;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER message_mentions_mark AFTER INSERT ON "message_mentions" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION message_mentions_mark();--> statement-breakpoint
-- The messages that already have mentions: as many rows as there are mentioned messages, a
-- small part of a community's history, each found by its primary key. The migration's
-- transaction holds the lock the new column took on messages until it commits, so no message
-- is written between this and the trigger. Rows set already are left alone.
UPDATE "messages" SET "mentions_members" = true
  WHERE "id" IN (SELECT "message_id" FROM "message_mentions") AND NOT "mentions_members";
