-- The mention key on the row (decision 0091): lookups compare a stored column, which the
-- planner has statistics for and a scan reads without calling mention_key for each member. The
-- indexes on the expression left a small community's lookups to a plan that ran the function's
-- regular expression over every member, the planner taking it for cheap.
DROP INDEX "users_mention_key_idx";--> statement-breakpoint
DROP INDEX "users_mention_key_prefix_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mention_key" text GENERATED ALWAYS AS (mention_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_mention_key_idx" ON "users" USING btree ("mention_key");--> statement-breakpoint
CREATE INDEX "users_mention_key_prefix_idx" ON "users" USING btree ("mention_key" text_pattern_ops);--> statement-breakpoint
-- The new column has no statistics until autovacuum comes by: the planner gets them now.
ANALYZE "users";