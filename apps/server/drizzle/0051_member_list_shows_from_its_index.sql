-- The member list reads the rows it shows from its own index (decision 0044's amendment): every
-- column the list shows is in it (listedMemberColumns), so a range is read without a visit to
-- the table per member. An index entry holds at most 2,704 bytes. A picture address longer than
-- the product keeps (PICTURE_URL_MAX_BYTES, 1,024 bytes; provider addresses are a few hundred
-- characters) is no picture anyone uses, and is cleared. Names are in the index twice; the
-- sign-in and the import now keep them within 100 characters, and a name an older server kept
-- longer is cut to that: the old index took incompressible names of up to about 1,330 bytes,
-- which the new entries' other columns push past the limit. An entry is then at most about
-- 1.9 KB (100 characters are at most 400 bytes).
DROP INDEX "users_member_list_idx";--> statement-breakpoint
-- The pictures are cleared by rewriting the table, not by an UPDATE: an index built in the
-- transaction that changed a row also indexes the row's earlier version, still in the table until
-- the commit (unless the new one went beside it on its page), and a long name's or picture's
-- earlier version would fail the build, leaving a server that cannot start. The rewrite keeps
-- only the rows as they now are. It rebuilds the table's indexes (about a second at 50,000
-- members), so it runs only where there is something to cut or clear.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "users" WHERE char_length("name") > 100 OR octet_length("image") > 1024) THEN
    UPDATE "users" SET "name" = rtrim(left("name", 100)) WHERE char_length("name") > 100;
    ALTER TABLE "users" ALTER COLUMN "image" SET DATA TYPE text
      USING (CASE WHEN octet_length("image") > 1024 THEN NULL ELSE "image" END);
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX "users_member_list_idx" ON "users" USING btree (member_priority("founder", "admin", "analyst", "support", "booster", "blue_badge_trader", "premium_trader", "premium_signals"),lower("name"),"id","name","founder","admin","analyst","support","booster","blue_badge_trader","premium_trader","premium_signals","crypto","stocks","forex","free_signals","marketing","free_member","badge_tier","badge_membership_tier","badge_membership_until","badge_fallback_tier","image","is_bot");
