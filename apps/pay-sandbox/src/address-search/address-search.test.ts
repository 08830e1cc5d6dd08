import { ADDRESS_SEARCH } from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import { CLIENT_KEY, HOST_ORIGIN, postJson, useSandbox } from '../../test/helpers.ts';
import { SEARCHABLE_ADDRESSES } from './addresses.ts';
import { searchAddresses } from './search.ts';

const sandbox = useSandbox();

const search = (body: unknown, clientKey = CLIENT_KEY, origin = HOST_ORIGIN) =>
  postJson(`${sandbox.base}/v1/addressSearch?clientKey=${clientKey}`, body, { origin });

describe('searchAddresses', () => {
  it('matches every word of the query at the start of a word, accents and case ignored', () => {
    expect(searchAddresses({ query: '350 fif' }).map((a) => a.street)).toEqual(['350 Fifth Avenue']);
    expect(searchAddresses({ query: 'MUNCHEN' }).map((a) => a.city)).toEqual(['München']);
    expect(searchAddresses({ query: 'ifth' })).toEqual([]);
  });

  it('keeps to the country when one is named', () => {
    const main = searchAddresses({ query: 'main street' });
    expect(main.length).toBeGreaterThan(1);
    expect(main.every((a) => a.country === 'US')).toBe(true);
    expect(searchAddresses({ query: 'main street', country: 'NL' })).toEqual([]);
    expect(searchAddresses({ query: 'dam', country: 'NL' }).map((a) => a.label)).toEqual([
      'Dam 1, 1012 JS Amsterdam, NL',
    ]);
  });

  it('answers at most ADDRESS_SEARCH.maxResults addresses', () => {
    const [first] = SEARCHABLE_ADDRESSES;
    if (!first) throw new Error('the table has addresses');
    const many = Array.from({ length: 25 }, (_, index) => ({ ...first, id: `a${index}` }));
    expect(searchAddresses({ query: 'fifth' }, many)).toHaveLength(ADDRESS_SEARCH.maxResults);
  });

  it('has valid, unique ids and addresses in several countries', () => {
    const ids = new Set(SEARCHABLE_ADDRESSES.map((a) => a.id));
    expect(ids.size).toBe(SEARCHABLE_ADDRESSES.length);
    expect(new Set(SEARCHABLE_ADDRESSES.map((a) => a.country)).size).toBeGreaterThanOrEqual(4);
  });
});

describe('POST /v1/addressSearch', () => {
  it('answers the matching addresses with every address field and a label', async () => {
    const answer = await search({ query: '1600 amph', country: 'US' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      addresses: [
        {
          id: expect.stringMatching(/^addr_/),
          label: '1600 Amphitheatre Parkway, 94043 Mountain View CA, US',
          street: '1600 Amphitheatre Parkway',
          houseNumberOrName: '',
          postalCode: '94043',
          city: 'Mountain View',
          stateOrProvince: 'CA',
          country: 'US',
        },
      ],
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
  });

  it('answers an empty list when nothing matches', async () => {
    const answer = await search({ query: 'nowhere road', country: 'GB' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ addresses: [] });
  });

  it('refuses a query that is too short, too long or missing, and a bad country (400 naming the field)', async () => {
    for (const body of [
      { query: 'a' },
      { query: ' a ' },
      { query: 'x'.repeat(ADDRESS_SEARCH.maxQueryLength + 1) },
      {},
      { query: 'dam', country: 'nl' },
    ]) {
      const answer = await search(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 'validation.request', errorType: 'validation' });
      expect(String(answer.body.message)).toMatch(/^body\.(query|country)/);
    }
  });

  it('needs a known client key (401) from an allowed origin (403)', async () => {
    expect((await search({ query: 'dam' }, 'test_UNKNOWNKEY000000000000')).status).toBe(401);
    expect((await search({ query: 'dam' }, CLIENT_KEY, 'https://evil.example')).status).toBe(403);
  });
});
