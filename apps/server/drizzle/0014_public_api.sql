ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_type_check";--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "two_factor_delete_phone" text;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "operation_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "operation_plan" jsonb;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "operation_steps_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_centres" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "clusters_operation_idx" ON "clusters" USING btree ("id") WHERE operation_started_at is not null;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_type_check" CHECK (type in ('SIGN_IN', 'SIGN_IN_FAILED', 'LOCKED_OUT', 'PASSWORD_CHANGED', 'MFA_ENABLED', 'API_KEY_GENERATED', 'API_KEY_ROTATED', 'API_KEY_DELETED', 'API_KEY_ALLOW_LIST_CHANGED', 'SECURITY_SETTINGS_UPDATED', 'IMPERSONATION_STARTED', 'IMPERSONATION_STOPPED', 'ACCOUNT_FLAGS_UPDATED', 'CLUSTER_CREATED', 'CLUSTER_UPDATED', 'CLUSTER_DELETION_REQUESTED', 'CLUSTER_DELETION_CONFIRMED', 'CLUSTER_CREDENTIALS_REVEALED', 'BILLING_DETAILS_UPDATED', 'BILLING_CARD_SAVED', 'BILLING_CARD_REFUSED', 'BILLING_SYNC_RESET', 'INVOICE_ISSUED', 'USER_ROLE_CHANGED', 'USER_UNLINKED', 'INVITATION_CREATED', 'INVITATION_REVOKED', 'INVITATION_ACCEPTED', 'SERVICE_USER_CREATED', 'SERVICE_USER_REACTIVATED', 'SERVICE_USER_UPDATED', 'SERVICE_USER_DEACTIVATED', 'NOTIFICATION_PREFERENCES_UPDATED', 'ACCOUNT_DETAILS_UPDATED', 'ORGANISATION_CREATED', 'ORGANISATION_UPDATED', 'ORGANISATION_ACCOUNT_LINKED', 'ORGANISATION_ACCOUNT_UNLINKED', 'ACCOUNT_WEBHOOKS_UPDATED', 'ACCOUNT_WEBHOOK_DELETED', 'TAG_ADDED', 'TAG_DELETED', 'ZIA_GATEWAY_CREATED', 'ZIA_GATEWAY_TERMINATED', 'ENCRYPTION_KEY_ADDED', 'ENCRYPTION_KEY_DELETED', 'ENCRYPTION_KEY_VALIDATED', 'PRIVATE_CLOUD_DOWNLOAD_LINK_GENERATED', 'OIDC_PROVIDER_ADDED', 'OIDC_PROVIDER_UPDATED', 'OIDC_PROVIDER_DELETED'));--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_operation_steps_check" CHECK (operation_steps_done >= 0);--> statement-breakpoint
-- Kafka's client encryption is the cluster's (as in Instaclustr's API), no longer its data centre's;
-- its replication is defaultReplicationFactor, the data centre has none.
UPDATE "clusters" SET "settings" = "clusters"."settings" || jsonb_build_object('clientToClusterEncryption', dc."client_to_cluster_encryption")
  FROM "data_centres" dc WHERE dc."cluster_id" = "clusters"."id" AND "clusters"."application" = 'KAFKA';--> statement-breakpoint
UPDATE "data_centres" SET "replication_factor" = NULL WHERE "cluster_id" IN (SELECT "id" FROM "clusters" WHERE "application" = 'KAFKA');--> statement-breakpoint
-- OpenSearch clusters so far were laid out over three racks; its traffic is always encrypted.
UPDATE "data_centres" SET "settings" = '{"numberOfRacks":3}'::jsonb, "client_to_cluster_encryption" = true WHERE "cluster_id" IN (SELECT "id" FROM "clusters" WHERE "application" = 'OPENSEARCH');
