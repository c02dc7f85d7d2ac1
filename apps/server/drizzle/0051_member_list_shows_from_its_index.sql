-- The member list reads the rows it shows from its own index (decision 0044's amendment): every
-- column the list shows is in it, so a range is read without a visit to the table per member.
-- An index entry holds at most about 2.7 KB: a picture address longer than the product keeps
-- (PICTURE_URL_MAX_CHARS, 2,048 characters; provider addresses are a few hundred) is no picture
-- anyone uses, and is cleared so the index can be built.
UPDATE "users" SET "image" = NULL WHERE length("image") > 2048;--> statement-breakpoint
DROP INDEX "users_member_list_idx";--> statement-breakpoint
CREATE INDEX "users_member_list_idx" ON "users" USING btree (member_priority("founder", "admin", "analyst", "support", "booster", "blue_badge_trader", "premium_trader", "premium_signals"),lower("name"),"id","name","founder","admin","analyst","support","booster","blue_badge_trader","premium_trader","premium_signals","crypto","stocks","forex","free_signals","marketing","free_member","badge_tier","badge_membership_tier","badge_membership_until","badge_fallback_tier","ban_until","mute_until","image","is_bot");
