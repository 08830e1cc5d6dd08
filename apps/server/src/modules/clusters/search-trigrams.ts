import { arrayRowStatement } from '../../platform/db/array-rows.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * A word is dropped from the part of a search term the trigram index is given when every one of
 * its trigrams occurs in at least this share of the clusters: keeping it would narrow the
 * candidates by at most half, yet the index reads a posting list of half the table or more for
 * each of its trigrams. A tag key such as "team" (in every tagged row) is the case this is for.
 */
export const COMMON_TRIGRAM_SHARE = 0.5;

/** How long a read of the trigram statistics is used before it is read again. */
const STATISTICS_TTL_MS = 60_000;

/** Share of rows holding each common trigram; a trigram not in it is rarer than all in it. */
export type TrigramShares = ReadonlyMap<string, number>;

/** pg_trgm's word characters (alphanumerics); anything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The trigrams pg_trgm reads from a word of a LIKE '%…%' pattern: padded with blanks only on a
 * side where a separator in the term marks the word's edge, for the pattern's wildcard leaves
 * the other side open.
 */
function wordTrigrams(word: string, openLeft: boolean, openRight: boolean): string[] {
  const padded = `${openLeft ? '' : '  '}${word}${openRight ? '' : ' '}`;
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
  return trigrams;
}

/**
 * The part of a (lower-cased, trimmed) search term to hand the trigram index: the term without
 * its leading and trailing words made only of common trigrams (see COMMON_TRIGRAM_SHARE), keeping
 * one separator on each cut side so that the word edge still counts. Always a substring of the
 * term, so every row containing the term contains it; the caller checks the whole term on each
 * candidate. Null when nothing would be dropped (or nothing rare would remain).
 */
export function indexSubterm(term: string, shares: TrigramShares): string | null {
  const words = [...term.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
  if (words.length < 2) return null;
  const common = words.map(({ start, end, text }) => {
    const trigrams = wordTrigrams(text, start === 0, end === term.length);
    return trigrams.every((t) => (shares.get(t) ?? 0) >= COMMON_TRIGRAM_SHARE);
  });
  const first = common.indexOf(false);
  const last = common.lastIndexOf(false);
  if (first === -1 || (first === 0 && last === words.length - 1)) return null;
  const from = words[first]?.start ?? 0;
  const to = words[last]?.end ?? term.length;
  return term.slice(Math.max(0, from - 1), Math.min(term.length, to + 1));
}

/**
 * A term whose rows are at least this share of the clusters is broad: its first bound matches in
 * name order are found sooner by walking the name index (index-only, migration 0016) than by
 * reading every match through the trigram index and sorting them. On 100,000 clusters a step of
 * that walk cost ~0.3 µs and a trigram candidate ~0.6 µs, so the walk to 1,001 matches is the
 * cheaper one from a share of about 7 %.
 */
export const BROAD_SEARCH_SHARE = 0.07;

/**
 * At most how large a share of the clusters holds a (lower-cased, trimmed) term: a row holding it
 * holds every trigram pg_trgm reads from its pattern, so the rarest of them bounds the share. A
 * trigram the statistics do not list is rarer than all they list (0 here), as is every trigram
 * before the first ANALYZE; a term without a trigram (shorter than one) bounds nothing (1).
 */
export function termShare(term: string, shares: TrigramShares): number {
  let rarest = 1;
  for (const m of term.matchAll(WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    for (const trigram of wordTrigrams(m[0], start === 0, end === term.length)) {
      rarest = Math.min(rarest, shares.get(trigram) ?? 0);
    }
  }
  return rarest;
}

/** The statistics of migration 0015, one row per trigram; none before the first ANALYZE of clusters. */
const READ_SHARES = `
select u.trigram, u.share
from pg_stats_ext_exprs s,
  unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as u(trigram, share)
where s.statistics_name = 'clusters_search_trgm_stats' and s.tablename = 'clusters'
  and u.trigram is not null`;

async function readShares(db: Db): Promise<TrigramShares> {
  // most_common_elem_freqs ends with three summary figures, unnested against null trigrams.
  const rows = await arrayRowStatement<[string, number]>(db, null, { toSQL: () => ({ sql: READ_SHARES, params: [] }) })(
    {},
  );
  return new Map(rows.map(([trigram, share]) => [trigram, Number(share)]));
}

/**
 * The trigram shares, read once a minute at most: the first search waits for them; later ones use
 * the last read while a newer one loads, so a search never waits on the statistics again.
 */
export function trigramShares(db: Db, now: () => number = Date.now): () => Promise<TrigramShares> {
  let current: Promise<TrigramShares> | null = null;
  let readAt = 0;
  const load = () => {
    readAt = now();
    const next = readShares(db);
    const previous = current;
    // A failed read keeps the previous shares (or none): the search only loses its shortcut.
    const settled = next.catch(() => previous ?? new Map<string, number>());
    if (previous === null) current = settled;
    else void settled.then((shares) => (current = Promise.resolve(shares)));
    return settled;
  };
  return () => {
    if (current === null) return load();
    if (now() - readAt > STATISTICS_TTL_MS) void load();
    return current;
  };
}
