CREATE TABLE "ticket_numbering" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "ticket_numbering_one_row" CHECK ("ticket_numbering"."id")
);
--> statement-breakpoint
-- Numbering carries on past every number the sequence handed out and every ticket there is, so
-- no name is ever given twice (a ticket channel's messages outlive its row).
INSERT INTO "ticket_numbering" ("next_number")
SELECT greatest(
	(SELECT coalesce(max("number") + 1, 0) FROM "tickets"),
	(SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM "public"."ticket_numbers")
);
--> statement-breakpoint
DROP SEQUENCE "public"."ticket_numbers";
