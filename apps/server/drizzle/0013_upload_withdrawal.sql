ALTER TABLE "uploads" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- Images of messages deleted before this change are withdrawn now (their files are removed by the
-- server's next sweep), even where another message carried the same upload.
UPDATE "uploads" SET "withdrawn_at" = now()
WHERE "id" IN (SELECT "upload_id" FROM "messages" WHERE "deleted_at" IS NOT NULL AND "upload_id" IS NOT NULL);--> statement-breakpoint
-- An upload sent in several messages stays on its first one only.
UPDATE "messages" SET "upload_id" = NULL
WHERE "upload_id" IS NOT NULL
  AND "id" <> (SELECT min("first"."id") FROM "messages" "first" WHERE "first"."upload_id" = "messages"."upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_upload_idx" ON "messages" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "uploads_withdrawn_idx" ON "uploads" USING btree ("withdrawn_at") WHERE "uploads"."withdrawn_at" is not null;
