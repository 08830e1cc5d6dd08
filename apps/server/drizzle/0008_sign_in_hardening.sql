ALTER TABLE "users" ADD COLUMN "password_challenge_digest" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_challenge_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trusted_sign_in_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_password_challenge_key" ON "users" USING btree ("password_challenge_digest");