-- The member list reads the rows it shows from its own index (decision 0044's amendment): every
-- column the list shows is in it (listedMemberColumns), so a range is read without a visit to
-- the table per member. An index entry holds at most 2,704 bytes: a picture address longer than
-- the product keeps (PICTURE_URL_MAX_BYTES, 1,024 bytes; provider addresses are a few hundred
-- characters) is no picture anyone uses, and is cleared so that every entry fits. Names are in
-- the index already (twice); the sign-in and the import now keep them within 100 characters, and
-- a member whose earlier name is long enough that name and picture would not fit together
-- loses the picture, not the name.
UPDATE "users" SET "image" = NULL
WHERE octet_length("image") > 1024 OR octet_length("image") + 2 * octet_length("name") > 2400;--> statement-breakpoint
DROP INDEX "users_member_list_idx";--> statement-breakpoint
CREATE INDEX "users_member_list_idx" ON "users" USING btree (member_priority("founder", "admin", "analyst", "support", "booster", "blue_badge_trader", "premium_trader", "premium_signals"),lower("name"),"id","name","founder","admin","analyst","support","booster","blue_badge_trader","premium_trader","premium_signals","crypto","stocks","forex","free_signals","marketing","free_member","badge_tier","badge_membership_tier","badge_membership_until","badge_fallback_tier","image","is_bot");