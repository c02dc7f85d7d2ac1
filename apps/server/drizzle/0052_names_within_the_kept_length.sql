-- Names within 100 characters where migration 0051 ran before it cut them (decision 0044's
-- amendment of 30 Nov): that first version kept names of up to about 1,320 bytes, which fit the
-- member list's index as their rows stood then, but a write that grows the entry (a picture, a
-- badge membership's end) would be refused by the index. Where 0051 cut them, this finds none.
-- It builds no index, so an UPDATE is enough (0051 says why an index built after one needs more).
UPDATE "users" SET "name" = rtrim(left("name", 100)) WHERE char_length("name") > 100;
