CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"allowed_sso_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token_digest" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by_user_id" uuid,
	"closed_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_role_check" CHECK (role in ('OWNER', 'CLUSTER_ADMIN', 'BILLING', 'READ_ONLY')),
	CONSTRAINT "invitations_status_check" CHECK (status in ('OPEN', 'ACCEPTED', 'REVOKED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "service_user_administrators" (
	"service_user_id" uuid NOT NULL,
	"administrator_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_user_administrators_service_user_id_administrator_user_id_pk" PRIMARY KEY("service_user_id","administrator_user_id")
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_type_check";--> statement-breakpoint
DROP INDEX "outbound_emails_unsent_idx";--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kind" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_user_administrators" ADD CONSTRAINT "service_user_administrators_service_user_id_users_id_fk" FOREIGN KEY ("service_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_user_administrators" ADD CONSTRAINT "service_user_administrators_administrator_user_id_users_id_fk" FOREIGN KEY ("administrator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_key" ON "invitations" USING btree ("token_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_email_key" ON "invitations" USING btree ("account_id",lower("email")) WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "invitations_open_expiry_idx" ON "invitations" USING btree ("expires_at") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "service_user_administrators_admin_idx" ON "service_user_administrators" USING btree ("administrator_user_id");--> statement-breakpoint
CREATE INDEX "outbound_emails_due_idx" ON "outbound_emails" USING btree ("next_attempt_at") WHERE sent_at is null and failed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email")) WHERE kind = 'person';--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_type_check" CHECK (type in ('SIGN_IN', 'SIGN_IN_FAILED', 'LOCKED_OUT', 'PASSWORD_CHANGED', 'MFA_ENABLED', 'API_KEY_GENERATED', 'API_KEY_ROTATED', 'API_KEY_DELETED', 'API_KEY_ALLOW_LIST_CHANGED', 'SECURITY_SETTINGS_UPDATED', 'IMPERSONATION_STARTED', 'IMPERSONATION_STOPPED', 'ACCOUNT_FLAGS_UPDATED', 'CLUSTER_CREATED', 'CLUSTER_DELETION_REQUESTED', 'CLUSTER_DELETION_CONFIRMED', 'CLUSTER_CREDENTIALS_REVEALED', 'BILLING_DETAILS_UPDATED', 'BILLING_CARD_SAVED', 'BILLING_CARD_REFUSED', 'BILLING_SYNC_RESET', 'INVOICE_ISSUED', 'USER_ROLE_CHANGED', 'USER_UNLINKED', 'INVITATION_CREATED', 'INVITATION_REVOKED', 'INVITATION_ACCEPTED', 'SERVICE_USER_CREATED', 'SERVICE_USER_REACTIVATED', 'SERVICE_USER_UPDATED', 'SERVICE_USER_DEACTIVATED'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kind_check" CHECK (kind in ('person', 'service'));