ALTER TABLE "cluster_nodes" ADD COLUMN "client_port" integer;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "status_reason" text;