ALTER TABLE "push_outbox" ADD COLUMN "message_id" bigint;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "root_id" bigint;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;