ALTER TABLE "cluster_nodes" DROP CONSTRAINT "cluster_nodes_status_check";--> statement-breakpoint
ALTER TABLE "cluster_nodes" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cluster_nodes" ADD COLUMN "deletion_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cluster_nodes" ADD CONSTRAINT "cluster_nodes_status_check" CHECK (status in ('PROVISIONING', 'RUNNING', 'RESIZING', 'FAILED', 'DELETING', 'DELETED'));--> statement-breakpoint
-- Nodes that ran before this migration started running when their cluster first did: its
-- JOINING (the nodes' RUNNING), else its RUNNING event; a running cluster older than the event
-- log, at its creation. Nodes an update added later read that same time: when they came up was
-- not recorded.
UPDATE "cluster_nodes" AS n SET "start_time" = coalesce(
  (SELECT min(e."at") FROM "cluster_events" AS e WHERE e."cluster_id" = n."cluster_id" AND e."to_status" IN ('JOINING', 'RUNNING')),
  CASE WHEN n."status" = 'RUNNING' THEN (SELECT c."created_at" FROM "clusters" AS c WHERE c."id" = n."cluster_id") END
) WHERE n."status" IN ('RUNNING', 'DELETING', 'DELETED');--> statement-breakpoint
-- Deleted nodes were deleted with their cluster.
UPDATE "cluster_nodes" AS n SET "deletion_time" = coalesce(
  (SELECT max(e."at") FROM "cluster_events" AS e WHERE e."cluster_id" = n."cluster_id" AND e."to_status" = 'DELETED'),
  (SELECT c."updated_at" FROM "clusters" AS c WHERE c."id" = n."cluster_id")
) WHERE n."status" = 'DELETED';
