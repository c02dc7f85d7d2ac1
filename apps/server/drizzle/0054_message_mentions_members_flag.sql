-- Which messages mention members by name, on the message's own row (decision 0089): a page of
-- history or of search results then reads message_mentions for those only, where it looked up
-- every message of the page there. A new column with a constant default rewrites no row.
ALTER TABLE "messages" ADD COLUMN "mentions_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The messages that already have mentions: as many rows as there are mentioned messages, a
-- small part of a community's history, each found through message_mentions' primary key.
-- Rows set already are left alone, so running it again writes nothing.
UPDATE "messages" SET "mentions_members" = true
  WHERE "id" IN (SELECT "message_id" FROM "message_mentions") AND NOT "mentions_members";
