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
ALTER TABLE "private_cloud_images" ADD CONSTRAINT "private_cloud_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_cloud_images_file_key" ON "private_cloud_images" USING btree ("account_id","file_name");--> statement-breakpoint
CREATE INDEX "private_cloud_images_account_idx" ON "private_cloud_images" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_type_check" CHECK (type in ('SIGN_IN', 'SIGN_IN_FAILED', 'LOCKED_OUT', 'PASSWORD_CHANGED', 'MFA_ENABLED', 'API_KEY_GENERATED', 'API_KEY_ROTATED', 'API_KEY_DELETED', 'API_KEY_ALLOW_LIST_CHANGED', 'SECURITY_SETTINGS_UPDATED', 'IMPERSONATION_STARTED', 'IMPERSONATION_STOPPED', 'ACCOUNT_FLAGS_UPDATED', 'CLUSTER_CREATED', 'CLUSTER_DELETION_REQUESTED', 'CLUSTER_DELETION_CONFIRMED', 'CLUSTER_CREDENTIALS_REVEALED', 'BILLING_DETAILS_UPDATED', 'BILLING_CARD_SAVED', 'BILLING_CARD_REFUSED', 'BILLING_SYNC_RESET', 'INVOICE_ISSUED', 'USER_ROLE_CHANGED', 'USER_UNLINKED', 'INVITATION_CREATED', 'INVITATION_REVOKED', 'INVITATION_ACCEPTED', 'SERVICE_USER_CREATED', 'SERVICE_USER_REACTIVATED', 'SERVICE_USER_UPDATED', 'SERVICE_USER_DEACTIVATED', 'NOTIFICATION_PREFERENCES_UPDATED', 'ACCOUNT_DETAILS_UPDATED', 'ORGANISATION_CREATED', 'ORGANISATION_UPDATED', 'ORGANISATION_ACCOUNT_LINKED', 'ORGANISATION_ACCOUNT_UNLINKED', 'ACCOUNT_WEBHOOKS_UPDATED', 'ACCOUNT_WEBHOOK_DELETED', 'PRIVATE_CLOUD_DOWNLOAD_LINK_GENERATED'));