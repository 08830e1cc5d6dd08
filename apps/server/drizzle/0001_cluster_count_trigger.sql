-- Keeps accounts.cluster_count equal to the number of the account's clusters whose status is
-- not DELETED, so the landing page reports its total without counting rows per request.
-- Statement-level triggers with transition tables: a bulk insert of many clusters updates each
-- account row once, not once per cluster.
CREATE FUNCTION clusters_count_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET cluster_count = a.cluster_count + d.n
  FROM (SELECT account_id, count(*) AS n FROM new_rows WHERE status <> 'DELETED' GROUP BY account_id) d
  WHERE a.id = d.account_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION clusters_count_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET cluster_count = a.cluster_count - d.n
  FROM (SELECT account_id, count(*) AS n FROM old_rows WHERE status <> 'DELETED' GROUP BY account_id) d
  WHERE a.id = d.account_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION clusters_count_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET cluster_count = a.cluster_count + d.n
  FROM (
    SELECT account_id, sum(delta) AS n FROM (
      SELECT account_id, -1 AS delta FROM old_rows WHERE status <> 'DELETED'
      UNION ALL
      SELECT account_id, 1 AS delta FROM new_rows WHERE status <> 'DELETED'
    ) changes GROUP BY account_id HAVING sum(delta) <> 0
  ) d
  WHERE a.id = d.account_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clusters_count_insert AFTER INSERT ON clusters
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clusters_count_after_insert();
--> statement-breakpoint
CREATE TRIGGER clusters_count_delete AFTER DELETE ON clusters
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clusters_count_after_delete();
--> statement-breakpoint
CREATE TRIGGER clusters_count_update AFTER UPDATE ON clusters
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clusters_count_after_update();
