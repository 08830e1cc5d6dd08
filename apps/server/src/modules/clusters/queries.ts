import { clusterSearchPattern, LIMITS, type ClusterListQuery } from '@datadeck/contracts';
import { and, asc, count, eq, like, or, sql } from 'drizzle-orm';
import { arrayRowStatement } from '../../platform/db/array-rows.ts';
import type { Db } from '../../platform/db/database.ts';
import { accounts, clusters } from '../../platform/db/schema.ts';
import type { ClusterCardRow } from './cards.ts';

const cardColumns = {
  id: clusters.id,
  name: clusters.name,
  description: clusters.description,
  status: clusters.status,
  deleteRequestDate: clusters.deleteRequestDate,
  freeTrialExpires: clusters.freeTrialExpires,
  provisioningProgress: clusters.provisioningProgress,
  provisioningMessage: clusters.provisioningMessage,
  application: clusters.application,
  addons: clusters.addons,
  tags: clusters.tags,
} as const;

/** A card's columns as the driver returns them, in `cardColumns` order. */
type CardTuple = [
  ClusterCardRow['id'],
  ClusterCardRow['name'],
  ClusterCardRow['description'],
  ClusterCardRow['status'],
  ClusterCardRow['deleteRequestDate'],
  ClusterCardRow['freeTrialExpires'],
  ClusterCardRow['provisioningProgress'],
  ClusterCardRow['provisioningMessage'],
  ClusterCardRow['application'],
  ClusterCardRow['addons'],
  ClusterCardRow['tags'],
];
/** How many columns a card has; the plain list's total follows them. */
const CARD_COLUMNS = 11;

const cardRow = ([
  id,
  name,
  description,
  status,
  deleteRequestDate,
  freeTrialExpires,
  provisioningProgress,
  provisioningMessage,
  application,
  addons,
  tags,
]: CardTuple | [...CardTuple, number]): ClusterCardRow => ({
  id,
  name,
  description,
  status,
  deleteRequestDate,
  freeTrialExpires,
  provisioningProgress,
  provisioningMessage,
  application,
  addons,
  tags,
});

/**
 * Written as a literal (not a bound parameter) so the planner can match the partial index
 * clusters_account_name_idx, which covers live clusters only.
 */
const isLive = sql`${clusters.status} <> 'DELETED'`;
/** The landing page order, matching that index: case-insensitive name in byte order, then id. */
const byName = [sql`lower(${clusters.name}) collate "C"`, asc(clusters.id)];

const accountId = sql.placeholder('accountId');
const pattern = sql.placeholder('pattern');
const ofAccount = and(eq(clusters.accountId, accountId), isLive);
const textMatches = like(clusters.searchText, pattern);
/** The id has its own trigram index (clusters_id_trgm_idx); see `couldMatchId`. */
const idMatches = like(sql`${clusters.id}::text`, pattern);

export interface ClusterCardPage {
  rows: ClusterCardRow[];
  total: number;
  /** `total` is at least this many, not the exact count (contracts: clusterListSchema). */
  totalIsLowerBound: boolean;
}

/**
 * The total of a search from its bounded count (at most bound + 1) and the page read at
 * `startIndex`: exact up to the bound; beyond it a lower bound, which grows with the pages
 * read, so paging on past the bound always finds a next page until one comes back short, and
 * that short page gives the exact total.
 */
export function searchTotal(
  counted: number,
  startIndex: number,
  pageRows: number,
  bound: number = LIMITS.clusterSearchCountBound,
): { total: number; totalIsLowerBound: boolean } {
  if (counted <= bound) return { total: counted, totalIsLowerBound: false };
  // A page past the last match says nothing about where they end.
  if (pageRows === 0) return { total: bound, totalIsLowerBound: true };
  const seen = startIndex + pageRows;
  if (pageRows < LIMITS.clusterPageSize) return { total: seen, totalIsLowerBound: false };
  return { total: Math.max(bound, seen), totalIsLowerBound: true };
}

/** Only a term of hex digits and dashes can be part of a cluster id; others skip that index. */
const couldMatchId = (term: string) => /^[0-9a-f-]+$/i.test(term);

/**
 * The landing page's queries, prepared once per database: the list runs on every visit and
 * every search, so neither the ORM nor PostgreSQL builds or plans its SQL per request. The pages
 * come back as arrays (arrayRowStatement), skipping the ORM's row mapping on the hottest path.
 */
export function clusterQueries(db: Db) {
  /**
   * A search's statements are planned on every run (no prepared name): with 1 % of the clusters
   * matching, the trigram index is the way in; with half of them, walking the name index or the
   * table is, and only the pattern's own statistics tell which. A generic plan built the whole
   * trigram bitmap for a broad search, and cost it several times its page.
   */
  const page = (where: ReturnType<typeof and>) => {
    const rows = arrayRowStatement<CardTuple>(
      db,
      null,
      db
        .select(cardColumns)
        .from(clusters)
        .where(where)
        .orderBy(...byName)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    return { execute: async (values: Record<string, unknown>) => (await rows(values)).map(cardRow) };
  };
  /**
   * How many match, counted no further than `bound` rows: a search matching half of 100,000
   * clusters cost 20 ms a page when every match was counted.
   */
  const tally = (where: ReturnType<typeof and>) =>
    arrayRowStatement<[number]>(
      db,
      null,
      db
        .select({ n: count() })
        .from(db.select({ one: sql`1` }).from(clusters).where(where).limit(sql.placeholder('bound')).as('matches')),
    );
  /**
   * A narrow search's page and count from one reading of its matches: at most `bound` of them,
   * in name order, each row carrying how many there were (counted before the page's limit). When
   * that is within the bound, they were all the matches, and the page and its exact total are
   * right; the trigram index is read once instead of twice (a 1 % search spent most of its
   * time there). A broader search reads its page by the name index instead (`page`).
   */
  const narrow = (where: ReturnType<typeof and>) => {
    const matches = db.select(cardColumns).from(clusters).where(where).limit(sql.placeholder('bound')).as('matches');
    return arrayRowStatement<[...CardTuple, number]>(
      db,
      null,
      db
        .select({
          id: matches.id,
          name: matches.name,
          description: matches.description,
          status: matches.status,
          deleteRequestDate: matches.deleteRequestDate,
          freeTrialExpires: matches.freeTrialExpires,
          provisioningProgress: matches.provisioningProgress,
          provisioningMessage: matches.provisioningMessage,
          application: matches.application,
          addons: matches.addons,
          tags: matches.tags,
          matched: sql<number>`(count(*) over ())::int`,
        })
        .from(matches)
        .orderBy(sql`lower(${matches.name}) collate "C"`, asc(matches.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  };

  /** Without a search the total is the account's maintained count, read in the same statement. */
  const allPage = arrayRowStatement<[...CardTuple, number]>(
    db,
    'clusters_page',
    db
      .select({
        ...cardColumns,
        total: sql<number>`(select ${accounts.clusterCount} from ${accounts} where ${accounts.id} = ${accountId})`,
      })
      .from(clusters)
      .where(ofAccount)
      .orderBy(...byName)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const allCount = db
    .select({ n: accounts.clusterCount })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .prepare('clusters_count');
  const textSearch = and(ofAccount, textMatches);
  const textOrIdSearch = and(ofAccount, or(textMatches, idMatches));
  const search = {
    text: { narrow: narrow(textSearch), page: page(textSearch), count: tally(textSearch) },
    textOrId: { narrow: narrow(textOrIdSearch), page: page(textOrIdSearch), count: tally(textOrIdSearch) },
  };

  /**
   * A page of the account's live clusters by name, and how many match. A search term matches
   * name, description, tag keys and values, and the id, through trigram indexes. A search's
   * matches are counted up to LIMITS.clusterSearchCountBound (see `searchTotal`).
   */
  async function listClusterCards(forAccount: string, query: ClusterListQuery): Promise<ClusterCardPage> {
    const paging = { accountId: forAccount, limit: LIMITS.clusterPageSize, offset: query.startIndex };
    const term = clusterSearchPattern(query.search);
    if (term === null) {
      const tuples = await allPage(paging);
      // An empty page (no clusters, or past the end) still needs the total.
      const total = tuples[0]?.[CARD_COLUMNS] ?? (await allCount.execute({ accountId: forAccount }))[0]?.n ?? 0;
      return { rows: tuples.map(cardRow), total, totalIsLowerBound: false };
    }
    const statements = couldMatchId(query.search.trim()) ? search.textOrId : search.text;
    const bound = LIMITS.clusterSearchCountBound;
    // One more than the bound, to tell "exactly the bound" from "more than it".
    const within = { accountId: forAccount, pattern: term, bound: bound + 1 };
    const tuples = await statements.narrow({ ...within, limit: paging.limit, offset: paging.offset });
    const matched = tuples[0]?.[CARD_COLUMNS];
    if (matched !== undefined && matched <= bound) {
      return { rows: tuples.map(cardRow), total: matched, totalIsLowerBound: false };
    }
    // More matches than the bound (the rows read were only some of them), or a page past the
    // last one (no row to carry the count).
    const [rows, [counted]] = await Promise.all([
      statements.page.execute({ ...paging, pattern: term }),
      matched === undefined ? statements.count(within) : Promise.resolve<[number][]>([[bound + 1]]),
    ]);
    return { rows, ...searchTotal(counted?.[0] ?? 0, query.startIndex, rows.length) };
  }

  return { listClusterCards };
}
