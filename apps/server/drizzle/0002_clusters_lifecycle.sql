CREATE TABLE "cluster_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cluster_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"message" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cluster_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cluster_id" uuid NOT NULL,
	"data_centre_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"node_size" text NOT NULL,
	"status" text DEFAULT 'PROVISIONING' NOT NULL,
	"rack" text NOT NULL,
	"private_address" text NOT NULL,
	"public_address" text,
	"node_roles" jsonb NOT NULL,
	CONSTRAINT "cluster_nodes_status_check" CHECK (status in ('PROVISIONING', 'RUNNING', 'FAILED', 'DELETING', 'DELETED'))
);
--> statement-breakpoint
CREATE TABLE "outbound_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "invoiced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "force_pci_for_new_clusters" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "pci_compliance_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "private_network_cluster" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Clusters created before this migration get empty application fields; new ones always give them.
ALTER TABLE "clusters" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ALTER COLUMN "settings" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "two_factor_delete_email" text;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "deletion_token_hash" text;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "deletion_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "stage_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "state_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "default_password" text;--> statement-breakpoint
ALTER TABLE "data_centres" ADD COLUMN "replication_factor" integer;--> statement-breakpoint
ALTER TABLE "data_centres" ADD COLUMN "client_to_cluster_encryption" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_centres" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "data_centres" ADD COLUMN "aws_settings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cluster_events" ADD CONSTRAINT "cluster_events_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_nodes" ADD CONSTRAINT "cluster_nodes_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_nodes" ADD CONSTRAINT "cluster_nodes_data_centre_id_data_centres_id_fk" FOREIGN KEY ("data_centre_id") REFERENCES "public"."data_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cluster_events_cluster_idx" ON "cluster_events" USING btree ("cluster_id","at");--> statement-breakpoint
CREATE INDEX "cluster_nodes_cluster_idx" ON "cluster_nodes" USING btree ("cluster_id","position");--> statement-breakpoint
CREATE INDEX "outbound_emails_unsent_idx" ON "outbound_emails" USING btree ("created_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "clusters_deletion_token_idx" ON "clusters" USING btree ("deletion_token_hash") WHERE deletion_token_hash is not null;--> statement-breakpoint
CREATE INDEX "clusters_in_progress_idx" ON "clusters" USING btree ("updated_at") WHERE status in ('GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'DELETING') or (delete_request_date is not null and status <> 'DELETED');