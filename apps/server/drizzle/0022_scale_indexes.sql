-- The mention key of a display name, as mentionKey in @bbt/domain computes it: JavaScript's
-- whitespace (\s) removed, spelled out here so no locale changes it, then lower case. Every query
-- matching names as mentions do calls this one function (mentionKeyOf), which
-- users_mention_key_idx indexes. IMMUTABLE and not STRICT, so the planner inlines it and the
-- index matches the query's expression.
CREATE FUNCTION mention_key(display_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select lower(regexp_replace(display_name, '[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '', 'g')) $$;--> statement-breakpoint
-- Trigram indexes answer the console's ILIKE '%...%' member search (PGlite loads the extension too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "message_mentions_user_idx";--> statement-breakpoint
CREATE INDEX "message_reactions_user_idx" ON "message_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_main_line_idx" ON "messages" USING btree ("channel","id","user_id","created_at") WHERE "messages"."thread_root_id" is null and "messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_everyone_idx" ON "messages" USING btree ("channel","id") WHERE "messages"."mention_everyone";--> statement-breakpoint
CREATE INDEX "messages_role_mentions_idx" ON "messages" USING btree ("channel","id") WHERE cardinality("messages"."mention_roles") > 0;--> statement-breakpoint
CREATE INDEX "messages_own_thread_roots_idx" ON "messages" USING btree ("user_id","channel") WHERE "messages"."thread_reply_count" > 0;--> statement-breakpoint
CREATE INDEX "messages_own_thread_replies_idx" ON "messages" USING btree ("user_id","channel","thread_root_id") WHERE "messages"."thread_root_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_reply_to_idx" ON "messages" USING btree ("reply_to_id") WHERE "messages"."reply_to_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_pinned_by_idx" ON "messages" USING btree ("pinned_by") WHERE "messages"."pinned_by" is not null;--> statement-breakpoint
CREATE INDEX "thread_reads_root_idx" ON "thread_reads" USING btree ("root_id");--> statement-breakpoint
CREATE INDEX "users_mention_key_idx" ON "users" USING btree (mention_key("name"));--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "message_mentions_user_idx" ON "message_mentions" USING btree ("user_id","message_id");