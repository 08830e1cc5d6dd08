import { LIMITS, SCIM_URNS, scimListResponseSchema, scimUserSchema, type ScimUser } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { bjensen, person, scimProvider, type ScimClient } from './scim-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const userList = scimListResponseSchema(scimUserSchema);

async function filtered(scim: ScimClient, filter: string) {
  const response = await scim.get(`/Users?filter=${encodeURIComponent(filter)}`);
  expect([filter, response.status]).toEqual([filter, 200]);
  return userList.parse(response.body);
}

const names = (list: { Resources: ScimUser[] }) => list.Resources.map((user) => user.userName);

describe('RFC 7644 §3.4.2.2: filtering and paging', () => {
  it('finds bjensen by userName eq (case-insensitively), externalId eq and emails.value eq', async () => {
    const { scim } = await scimProvider(app, { displayName: 'Filter IdP' });
    const user = await scim.create(bjensen({ userName: 'bjensen-f', emails: [{ value: 'bjensen-f@example.com' }] }));
    await scim.create(person('someone'));
    const other = await scimProvider(app);
    await other.scim.create(person('bjensen-other'));

    for (const filter of [
      'userName eq "bjensen-f"',
      'USERNAME Eq "BJensen-F"',
      `${SCIM_URNS.user}:userName eq "bjensen-f"`,
      'externalId eq "bjensen"',
      'emails.value eq "BJENSEN-F@example.com"',
      'emails eq "bjensen-f@example.com"',
    ]) {
      expect([filter, await filtered(scim, filter)]).toEqual([
        filter,
        {
          schemas: [SCIM_URNS.listResponse],
          totalResults: 1,
          startIndex: 1,
          itemsPerPage: 1,
          Resources: [user],
        },
      ]);
    }
    // externalId is caseExact (RFC 7643 §3.1); another provider's users are not this one's.
    expect((await filtered(scim, 'externalId eq "BJENSEN"')).totalResults).toBe(0);
    expect((await filtered(scim, 'userName eq "bjensen-other"')).Resources).toEqual([]);
  });

  it('refuses any other filter with 400 invalidFilter', async () => {
    const { scim } = await scimProvider(app);
    for (const filter of [
      'userName co "b"',
      'userName eq "a" and active eq true',
      'title eq "Tour Guide"',
      'userName eq bjensen',
      'userName eq "unterminated',
      'active eq true',
      '',
      'x'.repeat(1_001),
    ]) {
      const response = await scim.get(`/Users?filter=${encodeURIComponent(filter)}`);
      expect([filter, response.status, response.body]).toEqual([
        filter,
        400,
        expect.objectContaining({ schemas: [SCIM_URNS.error], status: '400', scimType: 'invalidFilter' }),
      ]);
    }
  });

  it('pages with startIndex and count (RFC 7644 §3.4.2.4) in the order users were provisioned', async () => {
    const { scim } = await scimProvider(app);
    const created: ScimUser[] = [];
    for (const name of ['page-a', 'page-b', 'page-c', 'page-d', 'page-e']) {
      created.push(await scim.create(person(name)));
      app.clock.advance(1_000);
    }
    const page = async (query: string) => {
      const response = await scim.get(`/Users?${query}`);
      expect([query, response.status]).toEqual([query, 200]);
      return userList.parse(response.body);
    };

    const first = await page('startIndex=1&count=2');
    expect([first.totalResults, first.startIndex, first.itemsPerPage, names(first)]).toEqual([
      5,
      1,
      2,
      ['page-a', 'page-b'],
    ]);
    const last = await page('startIndex=5&count=2');
    expect([last.totalResults, last.startIndex, last.itemsPerPage, names(last)]).toEqual([5, 5, 1, ['page-e']]);
    const beyond = await page('startIndex=9');
    expect([beyond.totalResults, beyond.itemsPerPage, beyond.Resources]).toEqual([5, 0, []]);
    // Below 1 is 1; a negative count is 0, which answers the total only; above the maximum is the maximum.
    expect(names(await page('startIndex=0&count=1'))).toEqual(['page-a']);
    const none = await page('count=-3');
    expect([none.totalResults, none.itemsPerPage, none.Resources]).toEqual([5, 0, []]);
    expect((await page(`count=${LIMITS.scimMaxResults + 1}`)).itemsPerPage).toBe(5);
    expect((await page('')).Resources).toEqual(created);

    const bad = await scim.get('/Users?startIndex=first');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
  });
});
