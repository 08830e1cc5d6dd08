import { api, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../../../test/api-client.ts';
import { cassandraBody, cassandraDataCentre } from '../../../test/cluster-requests.ts';
import { createAccount } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { memberClient, staffUser } from '../../../test/staff.ts';

let app: TestApp;
let accountId: string;
let owner: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  accountId = await createAccount(app.context.db);
  owner = (await memberClient(app, accountId)).client;
  staff = (await staffUser(app)).client;
});
afterAll(() => app.close());

/** The status and body of an answer. */
const answer = ({ status, body }: ApiResponse) => ({ status, body });
/** The refusal of unsafe text: 400, naming the field as a validation error would. */
const refusedAt = (field: string) => ({
  status: 400,
  body: { errors: [{ name: field, message: MESSAGES.requestText.unsafe }] },
});

/**
 * NUL and unpaired surrogates used to reach PostgreSQL, which cannot store them (500). The binder
 * refuses them in every part of every endpoint before validation.
 */
describe('text that cannot be stored', () => {
  it('is refused in a sign-in body, as a raw JSON escape', async () => {
    for (const username of ['"a\\u0000b"', '"a\\ud800b"', '"\\udc00"']) {
      const response = await new ApiClient(app.url).raw('POST', api.auth.login.path, {
        body: `{"username":${username},"password":"x"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer(response)).toEqual(refusedAt('username'));
    }
  });

  it("is refused in a cluster's description and tags", async () => {
    const params = { accountId };
    const description = { ...cassandraBody('nul-description'), description: 'a\u0000b' };
    expect(answer(await owner.call(api.clusters.createCassandra, { params, body: description }))).toEqual(
      refusedAt('description'),
    );
    const tagged = {
      ...cassandraBody('surrogate-tag'),
      dataCentres: [{ ...cassandraDataCentre, tags: [{ key: 'team', value: '\ud800' }] }],
    };
    expect(answer(await owner.call(api.clusters.createCassandra, { params, body: tagged }))).toEqual(
      refusedAt('dataCentres.0.tags.0.value'),
    );
  });

  it('is refused in the cluster search and the staff account search (query strings)', async () => {
    expect(
      answer(await owner.call(api.clusters.list, { params: { accountId }, query: { search: 'a\u0000' } })),
    ).toEqual(refusedAt('search'));
    expect(answer(await staff.call(api.staff.searchAccounts, { query: { search: '\u0000' } }))).toEqual(
      refusedAt('search'),
    );
  });

  it('is refused in a message of the day', async () => {
    const body = { message: 'Maintenance\u0000', severity: 'info', accountId: null, expiresAt: null } as const;
    expect(answer(await staff.call(api.staff.createMessage, { body }))).toEqual(refusedAt('message'));
  });

  it('is refused in a key of a record and in a path parameter', async () => {
    const body = { message: 'ok', severity: 'info' as const, accountId: null, expiresAt: null, ['x\u0000']: 1 };
    expect(answer(await staff.call(api.staff.createMessage, { body }))).toEqual(refusedAt('body'));
    const path = `/v1/accounts/${encodeURIComponent('a\u0000')}/clusters`;
    expect(answer(await owner.raw('GET', path))).toEqual(refusedAt('accountId'));
  });

  it('leaves ordinary unicode alone', async () => {
    const body = { message: 'Wartung 🚧 café', severity: 'info', accountId: null, expiresAt: null } as const;
    expect((await staff.call(api.staff.createMessage, { body })).status).toBe(201);
  });
});
