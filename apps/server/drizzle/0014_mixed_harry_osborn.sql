ALTER TABLE "clusters" ADD COLUMN "two_factor_delete_phone" text;--> statement-breakpoint
ALTER TABLE "data_centres" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Kafka's client encryption is the cluster's (as in Instaclustr's API), no longer its data centre's;
-- its replication is defaultReplicationFactor, the data centre has none.
UPDATE "clusters" SET "settings" = "clusters"."settings" || jsonb_build_object('clientToClusterEncryption', dc."client_to_cluster_encryption")
  FROM "data_centres" dc WHERE dc."cluster_id" = "clusters"."id" AND "clusters"."application" = 'KAFKA';--> statement-breakpoint
UPDATE "data_centres" SET "replication_factor" = NULL WHERE "cluster_id" IN (SELECT "id" FROM "clusters" WHERE "application" = 'KAFKA');--> statement-breakpoint
-- OpenSearch clusters so far were laid out over three racks; its traffic is always encrypted.
UPDATE "data_centres" SET "settings" = '{"numberOfRacks":3}'::jsonb, "client_to_cluster_encryption" = true WHERE "cluster_id" IN (SELECT "id" FROM "clusters" WHERE "application" = 'OPENSEARCH');
