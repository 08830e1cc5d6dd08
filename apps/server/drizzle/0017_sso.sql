CREATE TABLE "identity_provider_users" (
	"provider_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_provider_users_provider_id_user_id_pk" PRIMARY KEY("provider_id","user_id"),
	CONSTRAINT "identity_provider_users_source_check" CHECK (source in ('SCIM', 'JIT', 'SAML'))
);
--> statement-breakpoint
CREATE TABLE "identity_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"issuer" text NOT NULL,
	"auth_url" text NOT NULL,
	"x509_cert" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"integration_progress" integer DEFAULT 0 NOT NULL,
	"jit_provisioning" boolean DEFAULT false NOT NULL,
	"scim_token_digest" text,
	"scim_token_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_providers_progress_check" CHECK (integration_progress between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "saml_message_ids" (
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"value" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_message_ids_provider_id_kind_message_id_pk" PRIMARY KEY("provider_id","kind","message_id"),
	CONSTRAINT "saml_message_ids_kind_check" CHECK (kind in ('REQUEST', 'ASSERTION'))
);
--> statement-breakpoint
CREATE TABLE "user_sso_identities" (
	"user_id" uuid NOT NULL,
	"service" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sso_identities_user_id_service_pk" PRIMARY KEY("user_id","service")
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_type_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sso_account_id" uuid;--> statement-breakpoint
ALTER TABLE "identity_provider_users" ADD CONSTRAINT "identity_provider_users_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_provider_users" ADD CONSTRAINT "identity_provider_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_message_ids" ADD CONSTRAINT "saml_message_ids_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sso_identities" ADD CONSTRAINT "user_sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_provider_users_user_idx" ON "identity_provider_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_providers_account_key" ON "identity_providers" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_providers_scim_token_key" ON "identity_providers" USING btree ("scim_token_digest");--> statement-breakpoint
CREATE INDEX "saml_message_ids_expiry_idx" ON "saml_message_ids" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sso_identities_subject_key" ON "user_sso_identities" USING btree ("service","subject");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_sso_account_id_accounts_id_fk" FOREIGN KEY ("sso_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_type_check" CHECK (type in ('SIGN_IN', 'SIGN_IN_FAILED', 'LOCKED_OUT', 'PASSWORD_CHANGED', 'MFA_ENABLED', 'API_KEY_GENERATED', 'API_KEY_ROTATED', 'API_KEY_DELETED', 'API_KEY_ALLOW_LIST_CHANGED', 'SECURITY_SETTINGS_UPDATED', 'IMPERSONATION_STARTED', 'IMPERSONATION_STOPPED', 'ACCOUNT_FLAGS_UPDATED', 'CLUSTER_CREATED', 'CLUSTER_UPDATED', 'CLUSTER_DELETION_REQUESTED', 'CLUSTER_DELETION_CONFIRMED', 'CLUSTER_CREDENTIALS_REVEALED', 'BILLING_DETAILS_UPDATED', 'BILLING_CARD_SAVED', 'BILLING_CARD_REFUSED', 'BILLING_SYNC_RESET', 'INVOICE_ISSUED', 'USER_ROLE_CHANGED', 'USER_UNLINKED', 'INVITATION_CREATED', 'INVITATION_REVOKED', 'INVITATION_ACCEPTED', 'SERVICE_USER_CREATED', 'SERVICE_USER_REACTIVATED', 'SERVICE_USER_UPDATED', 'SERVICE_USER_DEACTIVATED', 'NOTIFICATION_PREFERENCES_UPDATED', 'ACCOUNT_DETAILS_UPDATED', 'ORGANISATION_CREATED', 'ORGANISATION_UPDATED', 'ORGANISATION_ACCOUNT_LINKED', 'ORGANISATION_ACCOUNT_UNLINKED', 'ACCOUNT_WEBHOOKS_UPDATED', 'ACCOUNT_WEBHOOK_DELETED', 'TAG_ADDED', 'TAG_DELETED', 'ZIA_GATEWAY_CREATED', 'ZIA_GATEWAY_TERMINATED', 'ENCRYPTION_KEY_ADDED', 'ENCRYPTION_KEY_DELETED', 'ENCRYPTION_KEY_VALIDATED', 'PRIVATE_CLOUD_DOWNLOAD_LINK_GENERATED', 'OIDC_PROVIDER_ADDED', 'OIDC_PROVIDER_UPDATED', 'OIDC_PROVIDER_DELETED', 'IDENTITY_PROVIDER_REGISTERED', 'IDENTITY_PROVIDER_UPDATED', 'SCIM_TOKEN_GENERATED', 'SSO_SIGN_IN', 'SSO_SIGN_IN_FAILED', 'SCIM_USER_PROVISIONED', 'SCIM_USER_UPDATED', 'SCIM_USER_DEACTIVATED', 'SCIM_USER_DELETED'));