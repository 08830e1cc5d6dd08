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
CREATE TABLE "zia_gateways" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cloud_provider" text NOT NULL,
	"region" text NOT NULL,
	"pci" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PROVISIONING' NOT NULL,
	"stage_started_at" timestamp with time zone NOT NULL,
	"state_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zia_gateways_status_check" CHECK (status in ('PROVISIONING', 'RUNNING', 'TERMINATING', 'TERMINATED'))
);
--> statement-breakpoint
CREATE TABLE "custom_tags" (
	"account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "custom_tags_pkey" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "encryption_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider_account_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"arn" text NOT NULL,
	"region" text NOT NULL,
	"aws_account_id" text NOT NULL,
	"kms_id" text NOT NULL,
	"is_valid" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT 'AWS_VPC' NOT NULL,
	"aws_account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_accounts_aws_account_check" CHECK (aws_account_id ~ '^[0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "private_cloud_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"product" text NOT NULL,
	"version" text NOT NULL,
	"cpu_arch" text NOT NULL,
	"resource_format" text NOT NULL,
	"file_name" text NOT NULL,
	"display_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"checksum" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_cloud_images_product_check" CHECK (product in ('CASSANDRA', 'KAFKA')),
	CONSTRAINT "private_cloud_images_cpu_arch_check" CHECK (cpu_arch in ('amd64', 'arm64')),
	CONSTRAINT "private_cloud_images_resource_format_check" CHECK (resource_format in ('OVA', 'QCOW2'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_type_check";--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "oidc_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "zia_gateway_id" uuid;--> statement-breakpoint
ALTER TABLE "oidc_providers" ADD CONSTRAINT "oidc_providers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zia_gateways" ADD CONSTRAINT "zia_gateways_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tags" ADD CONSTRAINT "custom_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encryption_keys" ADD CONSTRAINT "encryption_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encryption_keys" ADD CONSTRAINT "encryption_keys_provider_account_id_provider_accounts_id_fk" FOREIGN KEY ("provider_account_id") REFERENCES "public"."provider_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD CONSTRAINT "provider_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_cloud_images" ADD CONSTRAINT "private_cloud_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_providers_account_idx" ON "oidc_providers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "zia_gateways_account_idx" ON "zia_gateways" USING btree ("account_id","created_at") WHERE status <> 'TERMINATED';--> statement-breakpoint
CREATE INDEX "zia_gateways_in_progress_idx" ON "zia_gateways" USING btree ("updated_at") WHERE status in ('PROVISIONING', 'TERMINATING');--> statement-breakpoint
CREATE INDEX "encryption_keys_account_idx" ON "encryption_keys" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_accounts_account_name_key" ON "provider_accounts" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "private_cloud_images_file_key" ON "private_cloud_images" USING btree ("account_id","file_name");--> statement-breakpoint
CREATE INDEX "private_cloud_images_account_idx" ON "private_cloud_images" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_oidc_provider_id_oidc_providers_id_fk" FOREIGN KEY ("oidc_provider_id") REFERENCES "public"."oidc_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_zia_gateway_id_zia_gateways_id_fk" FOREIGN KEY ("zia_gateway_id") REFERENCES "public"."zia_gateways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_type_check" CHECK (type in ('SIGN_IN', 'SIGN_IN_FAILED', 'LOCKED_OUT', 'PASSWORD_CHANGED', 'MFA_ENABLED', 'API_KEY_GENERATED', 'API_KEY_ROTATED', 'API_KEY_DELETED', 'API_KEY_ALLOW_LIST_CHANGED', 'SECURITY_SETTINGS_UPDATED', 'IMPERSONATION_STARTED', 'IMPERSONATION_STOPPED', 'ACCOUNT_FLAGS_UPDATED', 'CLUSTER_CREATED', 'CLUSTER_DELETION_REQUESTED', 'CLUSTER_DELETION_CONFIRMED', 'CLUSTER_CREDENTIALS_REVEALED', 'BILLING_DETAILS_UPDATED', 'BILLING_CARD_SAVED', 'BILLING_CARD_REFUSED', 'BILLING_SYNC_RESET', 'INVOICE_ISSUED', 'USER_ROLE_CHANGED', 'USER_UNLINKED', 'INVITATION_CREATED', 'INVITATION_REVOKED', 'INVITATION_ACCEPTED', 'SERVICE_USER_CREATED', 'SERVICE_USER_REACTIVATED', 'SERVICE_USER_UPDATED', 'SERVICE_USER_DEACTIVATED', 'NOTIFICATION_PREFERENCES_UPDATED', 'ACCOUNT_DETAILS_UPDATED', 'ORGANISATION_CREATED', 'ORGANISATION_UPDATED', 'ORGANISATION_ACCOUNT_LINKED', 'ORGANISATION_ACCOUNT_UNLINKED', 'ACCOUNT_WEBHOOKS_UPDATED', 'ACCOUNT_WEBHOOK_DELETED', 'TAG_ADDED', 'TAG_DELETED', 'ZIA_GATEWAY_CREATED', 'ZIA_GATEWAY_TERMINATED', 'ENCRYPTION_KEY_ADDED', 'ENCRYPTION_KEY_DELETED', 'ENCRYPTION_KEY_VALIDATED', 'PRIVATE_CLOUD_DOWNLOAD_LINK_GENERATED', 'OIDC_PROVIDER_ADDED', 'OIDC_PROVIDER_UPDATED', 'OIDC_PROVIDER_DELETED'));