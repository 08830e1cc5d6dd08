CREATE TABLE "oidc_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"client_name" text NOT NULL,
	"client_secret" text NOT NULL,
	"client_url" text NOT NULL,
	"client_port" integer NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_type_check";--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "oidc_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "oidc_providers" ADD CONSTRAINT "oidc_providers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_providers_account_idx" ON "oidc_providers" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_oidc_provider_id_oidc_providers_id_fk" FOREIGN KEY ("oidc_provider_id") REFERENCES "public"."oidc_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_type_check" CHECK (type in ('SIGN_IN', 'SIGN_IN_FAILED', 'LOCKED_OUT', 'PASSWORD_CHANGED', 'MFA_ENABLED', 'API_KEY_GENERATED', 'API_KEY_ROTATED', 'API_KEY_DELETED', 'API_KEY_ALLOW_LIST_CHANGED', 'SECURITY_SETTINGS_UPDATED', 'IMPERSONATION_STARTED', 'IMPERSONATION_STOPPED', 'ACCOUNT_FLAGS_UPDATED', 'CLUSTER_CREATED', 'CLUSTER_DELETION_REQUESTED', 'CLUSTER_DELETION_CONFIRMED', 'CLUSTER_CREDENTIALS_REVEALED', 'BILLING_DETAILS_UPDATED', 'BILLING_CARD_SAVED', 'BILLING_CARD_REFUSED', 'BILLING_SYNC_RESET', 'INVOICE_ISSUED', 'USER_ROLE_CHANGED', 'USER_UNLINKED', 'INVITATION_CREATED', 'INVITATION_REVOKED', 'INVITATION_ACCEPTED', 'SERVICE_USER_CREATED', 'SERVICE_USER_REACTIVATED', 'SERVICE_USER_UPDATED', 'SERVICE_USER_DEACTIVATED', 'NOTIFICATION_PREFERENCES_UPDATED', 'ACCOUNT_DETAILS_UPDATED', 'ORGANISATION_CREATED', 'ORGANISATION_UPDATED', 'ORGANISATION_ACCOUNT_LINKED', 'ORGANISATION_ACCOUNT_UNLINKED', 'ACCOUNT_WEBHOOKS_UPDATED', 'ACCOUNT_WEBHOOK_DELETED', 'OIDC_PROVIDER_ADDED', 'OIDC_PROVIDER_UPDATED', 'OIDC_PROVIDER_DELETED'));