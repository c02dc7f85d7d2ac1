-- The decimals an analyst typed, so 1.0920 is not shown as 1.092. Signals posted before stay
-- null and keep showing their shortest form.
ALTER TABLE "signals" ADD COLUMN "entry_decimals" smallint;--> statement-breakpoint
ALTER TABLE "signals" ADD COLUMN "exit_decimals" smallint;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_entry_decimals_range" CHECK ("signals"."entry_decimals" between 0 and 8);--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_exit_decimals_range" CHECK ("signals"."exit_decimals" between 0 and 8);