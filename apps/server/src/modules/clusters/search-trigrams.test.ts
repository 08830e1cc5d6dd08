import { describe, expect, it } from 'vitest';
import { BROAD_SEARCH_SHARE, indexSubterm, termShare, trigramShares, type TrigramShares } from './search-trigrams.ts';

// "team" is a tag key in every row; "prod" in half of them; "42" and "orders" are rarer.
const shares: TrigramShares = new Map([
  ['  t', 1],
  [' te', 1],
  ['tea', 1],
  ['eam', 1],
  ['am ', 1],
  ['  p', 0.55],
  [' pr', 0.5],
  ['pro', 0.5],
  ['rod', 0.5],
  ['od ', 0.5],
  [' 42', 0.02],
  ['ord', 0.1],
]);

describe('the part of a search term given to the trigram index', () => {
  it('drops a leading word made only of common trigrams, keeping the separator before the rest', () => {
    expect(indexSubterm('team-42', shares)).toBe('-42');
  });

  it('drops common words at either end, not in the middle', () => {
    expect(indexSubterm('team-42-prod', shares)).toBe('-42-');
    expect(indexSubterm('team-42-team-7', shares)).toBe('-42-team-7');
  });

  it('keeps the whole term when every word is common, or none is', () => {
    expect(indexSubterm('team-prod', shares)).toBeNull();
    expect(indexSubterm('orders-42', shares)).toBeNull();
  });

  it('keeps a single word, a term shorter than a trigram, and a term without words', () => {
    expect(indexSubterm('team', shares)).toBeNull();
    expect(indexSubterm('te', shares)).toBeNull();
    expect(indexSubterm('--', shares)).toBeNull();
  });

  it('counts a word as common only by the trigrams the pattern gives it', () => {
    // After a separator "team" gives "  t" and " te" too; at the start of the term it does not.
    expect(indexSubterm('42-team', shares)).toBe('42-');
    const rareStart = new Map([...shares, ['  t', 0.01]]);
    expect(indexSubterm('42-team', rareStart)).toBeNull();
    expect(indexSubterm('team-42', rareStart)).toBe('-42');
    // A trigram the statistics do not list is rarer than all they list.
    expect(indexSubterm('team-42', new Map([...shares].filter(([t]) => t !== 'eam')))).toBeNull();
  });

  it('takes a word a term starts with but that ends inside a longer word as open on its left', () => {
    expect(indexSubterm('am-42', shares)).toBe('-42');
  });
});

describe('how large a share of the clusters a term can match', () => {
  it('is bounded by the rarest trigram of its pattern', () => {
    expect(termShare('prod', shares)).toBe(0.5);
    expect(termShare('team', shares)).toBe(1);
    expect(termShare('team-prod', shares)).toBe(0.5);
  });

  it('takes a trigram the statistics do not list as rarer than all they list', () => {
    expect(termShare('team-42', shares)).toBe(0);
    expect(termShare('prod', new Map())).toBe(0);
  });

  it('reads only the trigrams the pattern gives each word', () => {
    // Inside the term "prod" is closed on both sides ("  p" and "od " count); alone it is open.
    expect(termShare('42-prod-42', new Map([...shares, [' 42', 1], ['42 ', 1], ['  4', 1]]))).toBe(0.5);
    expect(termShare('rod', new Map([['rod', 0.5]]))).toBe(0.5);
  });

  it('bounds nothing for a term too short for a trigram: the walk is the way for it', () => {
    expect(termShare('te', shares)).toBe(1);
    expect(termShare('te', shares) >= BROAD_SEARCH_SHARE).toBe(true);
    expect(termShare('--', shares)).toBe(1);
  });
});

describe('trigram shares', () => {
  it('are none when they cannot be read, so a search only loses its shortcut', async () => {
    const noDriver = { $client: null } as unknown as Parameters<typeof trigramShares>[0];
    expect((await trigramShares(noDriver)()).size).toBe(0);
  });
});
