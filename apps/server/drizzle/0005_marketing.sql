CREATE TABLE "invite_visits" (
	"inviter_id" text NOT NULL,
	"visitor" text NOT NULL,
	"day" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_visits_inviter_id_visitor_day_pk" PRIMARY KEY("inviter_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invite_visits" ADD CONSTRAINT "invite_visits_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;