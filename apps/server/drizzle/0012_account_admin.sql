CREATE TABLE "organisation_owners" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_owners_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"routed_at" timestamp with time zone,
	CONSTRAINT "account_events_type_check" CHECK (type in ('cluster.running', 'cluster.failed', 'cluster.deleted', 'maintenance.scheduled', 'webhook.test'))
);
--> statement-breakpoint
CREATE TABLE "account_webhooks" (
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_webhooks_account_id_type_pk" PRIMARY KEY("account_id","type"),
	CONSTRAINT "account_webhooks_type_check" CHECK (type in ('SUPPORT', 'MAINTENANCE'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"choice" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"webhook_type" text NOT NULL,
	"url" text NOT NULL,
	"event_id" uuid,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response_code" integer,
	"response_excerpt" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_type_check" CHECK (webhook_type in ('SUPPORT', 'MAINTENANCE')),
	CONSTRAINT "webhook_deliveries_status_check" CHECK (status in ('PENDING', 'RETRYING', 'DELIVERED', 'FAILED')),
	CONSTRAINT "webhook_deliveries_event_type_check" CHECK (event_type in ('cluster.running', 'cluster.failed', 'cluster.deleted', 'maintenance.scheduled', 'webhook.test'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_type_check";--> statement-breakpoint
ALTER TABLE "messages_of_the_day" ADD COLUMN "maintenance" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "support_contacts" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "emergency_contacts" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "billing_synced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_owners" ADD CONSTRAINT "organisation_owners_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_owners" ADD CONSTRAINT "organisation_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_webhooks" ADD CONSTRAINT "account_webhooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_account_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."account_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_owners_user_idx" ON "organisation_owners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_events_unrouted_idx" ON "account_events" USING btree ("occurred_at") WHERE routed_at is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_account_idx" ON "webhook_deliveries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status in ('PENDING', 'RETRYING');--> statement-breakpoint
ALTER TABLE "messages_of_the_day" ADD CONSTRAINT "messages_of_the_day_maintenance_check" CHECK (maintenance in ('DISRUPTIVE', 'NON_DISRUPTIVE'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_type_check" CHECK (type in ('SIGN_IN', 'SIGN_IN_FAILED', 'LOCKED_OUT', 'PASSWORD_CHANGED', 'MFA_ENABLED', 'API_KEY_GENERATED', 'API_KEY_ROTATED', 'API_KEY_DELETED', 'API_KEY_ALLOW_LIST_CHANGED', 'SECURITY_SETTINGS_UPDATED', 'IMPERSONATION_STARTED', 'IMPERSONATION_STOPPED', 'ACCOUNT_FLAGS_UPDATED', 'CLUSTER_CREATED', 'CLUSTER_DELETION_REQUESTED', 'CLUSTER_DELETION_CONFIRMED', 'CLUSTER_CREDENTIALS_REVEALED', 'BILLING_DETAILS_UPDATED', 'BILLING_CARD_SAVED', 'BILLING_CARD_REFUSED', 'BILLING_SYNC_RESET', 'INVOICE_ISSUED', 'USER_ROLE_CHANGED', 'USER_UNLINKED', 'INVITATION_CREATED', 'INVITATION_REVOKED', 'INVITATION_ACCEPTED', 'SERVICE_USER_CREATED', 'SERVICE_USER_REACTIVATED', 'SERVICE_USER_UPDATED', 'SERVICE_USER_DEACTIVATED', 'NOTIFICATION_PREFERENCES_UPDATED', 'ACCOUNT_DETAILS_UPDATED', 'ORGANISATION_CREATED', 'ORGANISATION_UPDATED', 'ORGANISATION_ACCOUNT_LINKED', 'ORGANISATION_ACCOUNT_UNLINKED', 'ACCOUNT_WEBHOOKS_UPDATED', 'ACCOUNT_WEBHOOK_DELETED'));