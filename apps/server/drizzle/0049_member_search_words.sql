-- The words a member is found by (decision 0074's second amendment): the distinct words of the
-- lowered name and email, split at whitespace and ASCII punctuation (spelled out, so no locale
-- changes it: a letter beyond ASCII stays in its word), each with the member's word sorted just
-- before it (byte order), which lets a search list a member once without another lookup.
CREATE FUNCTION search_words_of(name text, email text) RETURNS TABLE (word text, previous_word text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select word, lag(word) over (order by word) from (
    select distinct part collate "C" as word
    from regexp_split_to_table(lower(name || ' ' || email), '[\s!"#$%&''()*+,\-./:;<=>?@\[\\\]^_`{|}~]+') as part
    where part <> '') as words $$;--> statement-breakpoint
CREATE TABLE "member_search_words" (
	"user_id" text NOT NULL,
	"word" text collate "C" NOT NULL,
	"name" text NOT NULL,
	"previous_word" text collate "C",
	CONSTRAINT "member_search_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
ALTER TABLE "member_search_words" ADD CONSTRAINT "member_search_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_search_words_walk_idx" ON "member_search_words" USING btree ("word","name","user_id","previous_word");--> statement-breakpoint
-- The words follow every member written by any path (sign-up, the seed, an import, the console):
-- added in one insert per statement, rewritten when a name, an email or being a bot changes,
-- and gone with the member (the foreign key). The bot has none: the console never lists it.
CREATE FUNCTION member_search_words_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_search_words (user_id, word, name, previous_word)
      SELECT added.id, words.word, added.name, words.previous_word
      FROM added, search_words_of(added.name, added.email) AS words
      WHERE NOT added.is_bot;
  ELSE
    DELETE FROM member_search_words WHERE user_id = NEW.id;
    IF NOT NEW.is_bot THEN
      INSERT INTO member_search_words (user_id, word, name, previous_word)
        SELECT NEW.id, words.word, NEW.name, words.previous_word
        FROM search_words_of(NEW.name, NEW.email) AS words;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON "users" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION member_search_words_follow();--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE OF "name", "email", "is_bot" ON "users" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.is_bot IS DISTINCT FROM NEW.is_bot) EXECUTE FUNCTION member_search_words_follow();--> statement-breakpoint
INSERT INTO member_search_words (user_id, word, name, previous_word)
  SELECT users.id, words.word, users.name, words.previous_word
  FROM users, search_words_of(users.name, users.email) AS words
  WHERE NOT users.is_bot;
