import { clusterSearchPattern, LIMITS, type ClusterListQuery } from '@datadeck/contracts';
import { and, asc, count, eq, like, or, sql } from 'drizzle-orm';
import { arrayRowStatement } from '../../platform/db/array-rows.ts';
import type { Db } from '../../platform/db/database.ts';
import { accounts, clusters } from '../../platform/db/schema.ts';
import type { ClusterCardRow } from './cards.ts';
import { BROAD_SEARCH_SHARE, indexSubterm, termShare, trigramShares } from './search-trigrams.ts';

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
const ofAccount = and(eq(clusters.accountId, accountId), isLive);
/** The (lower-cased, trimmed) term as it is, found anywhere in a cluster's search text. */
const term = sql.placeholder('term');
const holdsTerm = sql`strpos(${clusters.searchText}, ${term}) > 0`;
/**
 * A narrow search's way in: the trigram index finds the rows holding the term's rare part
 * (`indexPattern`, see `indexSubterm`; the whole term when nothing is cut) and each is checked
 * for the whole term by strpos, which the planner does not take to the index.
 */
const narrowText = and(like(clusters.searchText, sql.placeholder('indexPattern')), holdsTerm);
/**
 * The id has its own trigram index (clusters_id_trgm_idx); see `couldMatchId`. A broad search
 * checks it as it walks, by strpos, as the id is in the name index's key.
 */
const narrowId = like(sql`${clusters.id}::text`, sql.placeholder('pattern'));
const broadId = sql`strpos(${clusters.id}::text, ${term}) > 0`;
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
const couldMatchId = (search: string) => /^[0-9a-f-]+$/i.test(search);

/**
 * The landing page's queries, prepared once per database: the list runs on every visit and
 * every search, so neither the ORM nor PostgreSQL builds or plans its SQL per request. The pages
 * come back as arrays (arrayRowStatement), skipping the ORM's row mapping on the hottest path.
 */
export function clusterQueries(db: Db) {
  /**
   * A page of a search by offset, for a page past the matches `bounded` reads. Rare (a page
   * beyond the count bound), so planned on every run with its values (no prepared name).
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
   * clusters cost 20 ms a page when every match was counted. For a page past the last match only.
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
   * A search's page and bounded count in one prepared statement: the first `bound` matches in
   * name order, as keys only (id and sort key), counted by a window over them; the page is cut
   * from them (already in order) and only its rows' cards are read, by id. Which way the matches
   * are found is chosen by the caller from the term's trigram statistics (`termShare`), not by
   * planning each run: a narrow `where` reaches them through the trigram index and sorts its few;
   * a broad one is written so that no trigram index applies (strpos), and the plan walks the
   * name index as an index-only scan until `bound` matched. Each plan is then the same for every
   * term, so the statement is parsed and planned once per connection (planning was a tenth of a
   * broad search's database time). When the page lies within those matches it is right as it
   * is; the caller falls back to `page` when it does not.
   */
  const bounded = (name: string, way: 'narrow' | 'broad', where: ReturnType<typeof and>) => {
    const sortKey = sql<string>`lower(${clusters.name}) collate "C"`.as('sort_key');
    // Broad: the first `bound` in name order, which the plan finds by walking the name index.
    // Narrow: every match, read unordered, then sorted. An offset (of 0: `fence`) keeps the planner
    // from taking the outer order and limit into that read, for with them it may walk the name
    // index instead (it did for team-42 when it guessed the pattern's matches high: 22 ms, not 2).
    // Drizzle leaves out an offset of the number 0, hence a placeholder.
    const found =
      way === 'broad'
        ? null
        : db
            .select({ id: clusters.id, sortKey })
            .from(clusters)
            .where(where)
            .offset(sql.placeholder('fence'))
            .as('found');
    const matches = (
      found === null
        ? db
            .select({ id: clusters.id, sortKey })
            .from(clusters)
            .where(where)
            .orderBy(...byName)
        : db.select({ id: found.id, sortKey: found.sortKey }).from(found).orderBy(found.sortKey, found.id)
    )
      .limit(sql.placeholder('bound'))
      .as('matches');
    const onPage = db
      .select({ id: matches.id, sortKey: matches.sortKey, matched: sql<number>`count(*) over ()`.as('matched') })
      .from(matches)
      // The order the matches were read in: PostgreSQL sees it is theirs and sorts nothing again.
      .orderBy(matches.sortKey, matches.id)
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .as('on_page');
    return arrayRowStatement<[...CardTuple, number]>(
      db,
      name,
      db
        .select({ ...cardColumns, matched: sql<number>`${onPage.matched}::int` })
        .from(onPage)
        .innerJoin(clusters, eq(clusters.id, onPage.id))
        .orderBy(onPage.sortKey, onPage.id),
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
  /** The four ways of a search: narrow or broad, by text alone or by text or id. */
  const searches = {
    narrow: {
      text: and(ofAccount, narrowText),
      textOrId: and(ofAccount, or(narrowText, narrowId)),
    },
    broad: {
      text: and(ofAccount, holdsTerm),
      textOrId: and(ofAccount, or(holdsTerm, broadId)),
    },
  } as const;
  const statementsOf = (name: string, way: 'narrow' | 'broad', where: ReturnType<typeof and>) => ({
    bounded: bounded(name, way, where),
    page: page(where),
    count: tally(where),
  });
  const search = {
    narrow: {
      text: statementsOf('clusters_search_narrow', 'narrow', searches.narrow.text),
      textOrId: statementsOf('clusters_search_narrow_id', 'narrow', searches.narrow.textOrId),
    },
    broad: {
      text: statementsOf('clusters_search_broad', 'broad', searches.broad.text),
      textOrId: statementsOf('clusters_search_broad_id', 'broad', searches.broad.textOrId),
    },
  };
  const shares = trigramShares(db);

  /**
   * A page of the account's live clusters by name, and how many match. A search term matches
   * name, description, tag keys and values, and the id, through trigram indexes. A search's
   * matches are counted up to LIMITS.clusterSearchCountBound (see `searchTotal`).
   */
  async function listClusterCards(forAccount: string, query: ClusterListQuery): Promise<ClusterCardPage> {
    const paging = { accountId: forAccount, limit: LIMITS.clusterPageSize, offset: query.startIndex };
    const pattern = clusterSearchPattern(query.search);
    if (pattern === null) {
      const tuples = await allPage(paging);
      // An empty page (no clusters, or past the end) still needs the total.
      const total = tuples[0]?.[CARD_COLUMNS] ?? (await allCount.execute({ accountId: forAccount }))[0]?.n ?? 0;
      return { rows: tuples.map(cardRow), total, totalIsLowerBound: false };
    }
    const plain = query.search.trim().toLowerCase();
    const known = await shares();
    const way = termShare(plain, known) >= BROAD_SEARCH_SHARE ? search.broad : search.narrow;
    const statements = couldMatchId(plain) ? way.textOrId : way.text;
    const bound = LIMITS.clusterSearchCountBound;
    // One more than the bound, to tell "exactly the bound" from "more than it".
    const within = {
      accountId: forAccount,
      term: plain,
      pattern,
      indexPattern: clusterSearchPattern(indexSubterm(plain, known) ?? plain),
      bound: bound + 1,
      fence: 0,
    };
    const tuples = await statements.bounded({ ...within, limit: paging.limit, offset: paging.offset });
    const matched = tuples[0]?.[CARD_COLUMNS];
    if (matched !== undefined && matched <= bound) {
      return { rows: tuples.map(cardRow), total: matched, totalIsLowerBound: false };
    }
    if (matched !== undefined && paging.offset + paging.limit <= within.bound) {
      // More than the bound match, and the page lies within the ones read: it is whole.
      return { rows: tuples.map(cardRow), ...searchTotal(matched, query.startIndex, tuples.length) };
    }
    // The page reaches past the matches read (more than the bound), or nothing was found from
    // `startIndex` on (no row to carry the count).
    const [rows, [counted]] = await Promise.all([
      statements.page.execute({ ...paging, ...within }),
      matched === undefined ? statements.count(within) : Promise.resolve<[number][]>([[matched]]),
    ]);
    return { rows, ...searchTotal(counted?.[0] ?? 0, query.startIndex, rows.length) };
  }

  return { listClusterCards };
}
