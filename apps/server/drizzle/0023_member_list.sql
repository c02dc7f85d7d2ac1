-- A member's member-list group, as priorityOf in @bbt/domain derives it from the stored role
-- flags (1 founder .. 7 free). Every query and index of the member list calls this one function
-- (memberPriorityOf); IMMUTABLE and not STRICT so the planner inlines it and the indexes match.
CREATE FUNCTION member_priority(founder boolean, admin boolean, analyst boolean, support boolean, booster boolean, blue_badge_trader boolean, premium_trader boolean, premium_signals boolean) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select (case when founder then 1 when admin then 2 when analyst then 3 when support then 4 when booster then 5 when blue_badge_trader or premium_trader or premium_signals then 6 else 7 end)::smallint $$;--> statement-breakpoint
CREATE TABLE "member_group_counts" (
	"priority" smallint PRIMARY KEY NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_group_counts_priority" CHECK ("member_group_counts"."priority" between 1 and 7)
);
--> statement-breakpoint
INSERT INTO "member_group_counts" ("priority", "members")
  SELECT g.priority, count(u.id)
  FROM generate_series(1, 7) AS g(priority)
  LEFT JOIN "users" u ON member_priority(u.founder, u.admin, u.analyst, u.support, u.booster, u.blue_badge_trader, u.premium_trader, u.premium_signals) = g.priority
  GROUP BY g.priority;--> statement-breakpoint
-- The counters follow every statement on users, once per statement (transition tables), so a bulk
-- import adds its thousands in one update. Only groups whose count really moved are written: an
-- update of anything but the role flags locks no counter. The rows are locked in priority order
-- first, so two transactions moving members both ways cannot deadlock on them.
CREATE FUNCTION member_group_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE member_group_counts SET members = 0;
  ELSIF TG_OP = 'INSERT' THEN
    FOR moved IN SELECT member_priority(founder, admin, analyst, support, booster, blue_badge_trader, premium_trader, premium_signals) AS priority, count(*)::integer AS n FROM added GROUP BY 1 ORDER BY 1
    LOOP
      UPDATE member_group_counts SET members = members + moved.n WHERE priority = moved.priority;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR moved IN SELECT member_priority(founder, admin, analyst, support, booster, blue_badge_trader, premium_trader, premium_signals) AS priority, count(*)::integer AS n FROM gone GROUP BY 1 ORDER BY 1
    LOOP
      UPDATE member_group_counts SET members = members - moved.n WHERE priority = moved.priority;
    END LOOP;
  ELSE
    FOR moved IN
      SELECT priority, sum(n)::integer AS n FROM (
        SELECT member_priority(founder, admin, analyst, support, booster, blue_badge_trader, premium_trader, premium_signals) AS priority, 1 AS n FROM added
        UNION ALL
        SELECT member_priority(founder, admin, analyst, support, booster, blue_badge_trader, premium_trader, premium_signals), -1 FROM gone
      ) AS changes GROUP BY priority HAVING sum(n) <> 0 ORDER BY priority
    LOOP
      UPDATE member_group_counts SET members = members + moved.n WHERE priority = moved.priority;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_member_group_counts_insert AFTER INSERT ON "users" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION member_group_counts_follow();--> statement-breakpoint
CREATE TRIGGER users_member_group_counts_update AFTER UPDATE ON "users" REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION member_group_counts_follow();--> statement-breakpoint
CREATE TRIGGER users_member_group_counts_delete AFTER DELETE ON "users" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION member_group_counts_follow();--> statement-breakpoint
CREATE TRIGGER users_member_group_counts_truncate AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION member_group_counts_follow();--> statement-breakpoint
CREATE INDEX "users_mention_key_prefix_idx" ON "users" USING btree (mention_key("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_member_list_idx" ON "users" USING btree (member_priority("founder", "admin", "analyst", "support", "booster", "blue_badge_trader", "premium_trader", "premium_signals"),lower("name"),"id","name","founder","admin","analyst","support","booster","blue_badge_trader","premium_trader","premium_signals");--> statement-breakpoint
CREATE INDEX "users_bots_idx" ON "users" USING btree ("id") WHERE "users"."is_bot";
