ALTER TABLE "sessions" ADD COLUMN "timeout_ms" integer DEFAULT 28800000 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_login_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_password_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL;