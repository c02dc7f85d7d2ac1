-- Room on each page of push_subscriptions for a device's newer row version. Every push a device
-- is reached by stamps its last_success_at; a signal stamps every subscribed device, a page of
-- 200 at a time. With pages packed full (the default fill factor, 100) each stamp writes the
-- row's new version on another page and a new entry into each of the table's three indexes;
-- with room left, the new version stays on its page and no index is touched (a HOT update), as
-- last_success_at is in no index. Pages written from now on keep the room; existing ones gain
-- it as their old versions are pruned (decision 0088). Setting it takes a SHARE UPDATE EXCLUSIVE
-- lock: the devices' reads and writes go on meanwhile, on an instance still running the old code.
ALTER TABLE "push_subscriptions" SET (fillfactor = 70);
