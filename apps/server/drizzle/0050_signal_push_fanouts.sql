-- A signal's pushes as one row for its whole fan-out (decision 0081), read a page of devices at a
-- time by the sender instead of a row per device written in the signal's transaction.
CREATE TABLE "push_signal_fanouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"signal_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"topic" text NOT NULL,
	"urgency" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"up_to" bigint NOT NULL,
	"claimed_through" bigint DEFAULT 0 NOT NULL,
	"done_through" bigint DEFAULT 0 NOT NULL,
	"leased_by" text,
	"leased_until" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
