CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"header" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_header_unique" UNIQUE("header")
);
--> statement-breakpoint
CREATE TABLE "mailing_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_list_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "product_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"tier" smallint NOT NULL,
	"title" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_tiers_price_positive" CHECK ("product_tiers"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_in_url" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"original_price" numeric(10, 2) NOT NULL,
	"sale_price" numeric(10, 2),
	"role" text NOT NULL,
	"type" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_key_unique" UNIQUE("key"),
	CONSTRAINT "products_name_in_url_unique" UNIQUE("name_in_url"),
	CONSTRAINT "products_original_price_positive" CHECK ("products"."original_price" > 0),
	CONSTRAINT "products_sale_price_positive" CHECK ("products"."sale_price" is null or "products"."sale_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"display" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_half_steps" CHECK ("testimonials"."rating" between 0 and 5 and "testimonials"."rating" * 2 = floor("testimonials"."rating" * 2))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"credits" numeric(14, 4) DEFAULT 0 NOT NULL,
	"founder" boolean DEFAULT false NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"analyst" boolean DEFAULT false NOT NULL,
	"support" boolean DEFAULT false NOT NULL,
	"blue_badge_trader" boolean DEFAULT false NOT NULL,
	"badge_tier" smallint,
	"premium_signals" boolean DEFAULT true NOT NULL,
	"premium_trader" boolean DEFAULT false NOT NULL,
	"booster" boolean DEFAULT false NOT NULL,
	"crypto" boolean DEFAULT false NOT NULL,
	"stocks" boolean DEFAULT false NOT NULL,
	"forex" boolean DEFAULT false NOT NULL,
	"free_signals" boolean DEFAULT false NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"free_member" boolean DEFAULT true NOT NULL,
	"warn" integer DEFAULT 0 NOT NULL,
	"ban" integer DEFAULT 0 NOT NULL,
	"kick" integer DEFAULT 0 NOT NULL,
	"mute" integer DEFAULT 0 NOT NULL,
	"mute_count" integer DEFAULT 0 NOT NULL,
	"ban_until" timestamp with time zone DEFAULT now() NOT NULL,
	"mute_until" timestamp with time zone DEFAULT now() NOT NULL,
	"signals_until" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL,
	"inviter_id" text,
	"marketing_cv" text,
	"visits" integer DEFAULT 0 NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_badge_tier_range" CHECK ("users"."badge_tier" is null or "users"."badge_tier" between 1 and 3),
	CONSTRAINT "users_credits_non_negative" CHECK ("users"."credits" >= 0),
	CONSTRAINT "users_not_own_inviter" CHECK ("users"."inviter_id" is null or "users"."inviter_id" <> "users"."id")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tiers" ADD CONSTRAINT "product_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_idx" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_tiers_product_tier_idx" ON "product_tiers" USING btree ("product_id","tier");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");