CREATE TABLE "channel_changes" (
	"channel" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"message_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_changes_channel_seq_pk" PRIMARY KEY("channel","seq")
);
