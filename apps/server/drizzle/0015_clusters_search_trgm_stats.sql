-- How often each trigram occurs in clusters.search_text, gathered by ANALYZE (most_common_elems
-- in pg_stats_ext_exprs). A search hands the trigram index only the part of its term whose
-- trigrams are not in nearly every row (clusters/search-trigrams.ts): a tag key such as "team"
-- puts its trigrams in every row, and reading their posting lists was most of the index scan.
CREATE STATISTICS IF NOT EXISTS "clusters_search_trgm_stats" ON (show_trgm("search_text")) FROM "clusters";
