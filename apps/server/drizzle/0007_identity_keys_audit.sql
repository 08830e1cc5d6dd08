CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"key_digest" text NOT NULL,
	"key_hint" text NOT NULL,
	"cidr_allow_list" jsonb DEFAULT '["0.0.0.0/0"]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_type_check" CHECK (type in ('PROVISIONING', 'READ_ONLY_PROVISIONING', 'MONITORING', 'PROMETHEUS_MONITORING', 'USER_MANAGEMENT'))
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"account_id" uuid,
	"actor_user_id" uuid,
	"actor" text NOT NULL,
	"impersonator" text,
	"detail" text DEFAULT '' NOT NULL,
	"source_ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_events_type_check" CHECK (type in ('SIGN_IN', 'SIGN_IN_FAILED', 'LOCKED_OUT', 'PASSWORD_CHANGED', 'MFA_ENABLED', 'API_KEY_GENERATED', 'API_KEY_ROTATED', 'API_KEY_DELETED', 'API_KEY_ALLOW_LIST_CHANGED', 'SECURITY_SETTINGS_UPDATED', 'IMPERSONATION_STARTED', 'IMPERSONATION_STOPPED', 'ACCOUNT_FLAGS_UPDATED'))
);
--> statement-breakpoint
CREATE TABLE "feature_switches" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "pci_compatible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "on_premises_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sso_self_serve_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "zero_inbound_access_console_view" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonated_user_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mfa_setup_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonated_account_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_digest_key" ON "api_keys" USING btree ("key_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_account_user_type_key" ON "api_keys" USING btree ("account_id","user_id","type");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_events_account_idx" ON "audit_events" USING btree ("account_id","at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","at","seq");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonated_user_id_users_id_fk" FOREIGN KEY ("impersonated_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonated_account_id_accounts_id_fk" FOREIGN KEY ("impersonated_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;