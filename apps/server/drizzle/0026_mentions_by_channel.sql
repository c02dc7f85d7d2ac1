-- Each mention keeps its message's channel (decision 0054): filled from the messages, then required.
ALTER TABLE "message_mentions" ADD COLUMN "channel" text;--> statement-breakpoint
UPDATE "message_mentions" AS mm SET "channel" = m."channel" FROM "messages" AS m WHERE m."id" = mm."message_id";--> statement-breakpoint
ALTER TABLE "message_mentions" ALTER COLUMN "channel" SET NOT NULL;--> statement-breakpoint
DROP INDEX "message_mentions_user_idx";--> statement-breakpoint
CREATE INDEX "message_mentions_user_channel_idx" ON "message_mentions" USING btree ("user_id","channel","message_id");
