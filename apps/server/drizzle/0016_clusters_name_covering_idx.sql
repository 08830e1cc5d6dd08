-- The landing page's name order index also carries what a broad search reads of each cluster
-- (the name, for its lower-cased sort key, and search_text): walking it in name order until a
-- page and the bounded count are found is an index-only scan, where it was a heap fetch per
-- cluster passed. PostgreSQL takes an index-only scan for an expression key only when the
-- expression's own columns are in the index too, hence `name` beside lower(name).
DROP INDEX IF EXISTS "clusters_account_name_idx";--> statement-breakpoint
CREATE INDEX "clusters_account_name_idx" ON "clusters" USING btree ("account_id", lower("name") COLLATE "C", "id") INCLUDE ("name", "search_text") WHERE status <> 'DELETED';
