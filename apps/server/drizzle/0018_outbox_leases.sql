ALTER TABLE "outbound_emails" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "leased_until" timestamp with time zone;