CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "account_users" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_users_account_id_user_id_pk" PRIMARY KEY("account_id","user_id"),
	CONSTRAINT "account_users_role_check" CHECK (role in ('OWNER', 'CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"account_type" text DEFAULT 'OTHER' NOT NULL,
	"support_contacts" text DEFAULT '' NOT NULL,
	"emergency_contacts" text DEFAULT '' NOT NULL,
	"maintenance_contacts" text DEFAULT '' NOT NULL,
	"organisation_id" uuid,
	"cluster_creation_allowed" boolean DEFAULT true NOT NULL,
	"has_billing_details" boolean DEFAULT false NOT NULL,
	"free_trial_started_at" timestamp with time zone,
	"cluster_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_account_type_check" CHECK (account_type in ('AWS_SAAS', 'AZURE_SAAS', 'AZURE_RIYOA', 'GCP_SAAS', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "clusters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"application" text NOT NULL,
	"application_version" text NOT NULL,
	"sla_tier" text NOT NULL,
	"status" text DEFAULT 'GENESIS' NOT NULL,
	"provisioning_progress" real,
	"provisioning_message" text,
	"delete_request_date" timestamp with time zone,
	"free_trial_expires" timestamp with time zone,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(description, '') || ' ' || translate(tags::text, '{}":,', '     '))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clusters_status_check" CHECK (status in ('GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'RESTORING', 'RUNNING', 'FAILED', 'DEFERRED', 'DEGRADED', 'DELETING', 'DELETED')),
	CONSTRAINT "clusters_application_check" CHECK (application in ('APACHE_CASSANDRA', 'KAFKA', 'OPENSEARCH')),
	CONSTRAINT "clusters_sla_tier_check" CHECK (sla_tier in ('PRODUCTION', 'NON_PRODUCTION')),
	CONSTRAINT "clusters_progress_check" CHECK (provisioning_progress is null or (provisioning_progress >= 0 and provisioning_progress <= 1))
);
--> statement-breakpoint
CREATE TABLE "data_centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cluster_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"cloud_provider" text NOT NULL,
	"region" text NOT NULL,
	"node_size" text NOT NULL,
	"number_of_nodes" integer NOT NULL,
	"network" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages_of_the_day" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"message" text NOT NULL,
	"severity" text DEFAULT 'info' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"mfa_enabled" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_centres" ADD CONSTRAINT "data_centres_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages_of_the_day" ADD CONSTRAINT "messages_of_the_day_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_users_user_idx" ON "account_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_organisation_idx" ON "accounts" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "clusters_account_name_idx" ON "clusters" USING btree ("account_id",lower("name") collate "C","id") WHERE status <> 'DELETED';--> statement-breakpoint
CREATE INDEX "clusters_search_trgm_idx" ON "clusters" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clusters_id_trgm_idx" ON "clusters" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_centres_cluster_idx" ON "data_centres" USING btree ("cluster_id","position");--> statement-breakpoint
CREATE INDEX "messages_of_the_day_account_idx" ON "messages_of_the_day" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));