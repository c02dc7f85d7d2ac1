-- Meetings made before this keep a null start time and are shown as before, without one; the
-- route requires a start time for every new meeting.
ALTER TABLE "meetings" ADD COLUMN "starts_at" timestamp with time zone;