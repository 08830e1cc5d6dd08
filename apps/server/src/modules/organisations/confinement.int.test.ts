import { api, ERROR_CODES, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, linkUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  accountWithProvider,
  answerFor,
  clientWithSession,
  enableProvider,
  idpKeys,
  postToAcs,
} from '../../../test/saml.ts';
import { staffUser } from '../../../test/staff.ts';
import { createOrganisation } from './organisations-test-kit.ts';

/**
 * Issue 31, N3: an organisation spans accounts, so a session confined to one account (by the
 * account's identity provider, or by an impersonation) neither reaches nor lists the person's
 * organisations, though the same person's own password session does.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app.close());

/** Every organisation call of a session: all must be the 404 of an organisation that does not exist. */
async function organisationCalls(client: ApiClient, organisationId: string, accountId: string, second: string) {
  const params = { organisationId };
  return [
    await client.call(api.organisations.get, { params }),
    await client.call(api.organisations.update, {
      params,
      body: { name: 'Taken over', supportContacts: '', emergencyContacts: '', isBillingSynced: false },
    }),
    await client.call(api.organisations.linkAccount, { params, body: { accountId } }),
    await client.call(api.organisations.unlinkAccount, { params: { organisationId, accountId: second } }),
  ];
}

/** What a session sees of the organisation: every call's answer, its list, and the account's view of it. */
async function organisationSeenBy(client: ApiClient, organisationId: string, accountId: string, second: string) {
  const answers = await organisationCalls(client, organisationId, accountId, second);
  const details = await client.ok(api.accountDetails.get, { params: { accountId } });
  return {
    answers: answers.map((answer) => [answer.status, answer.body]),
    list: await client.ok(api.organisations.list),
    organisation: details.organisation && {
      id: details.organisation.id,
      callerIsOwner: details.organisation.callerIsOwner,
    },
  };
}

/** A confined session sees nothing of the organisation but that the account is in one. */
const seenWhenConfined = (organisationId: string) => ({
  answers: Array.from({ length: 4 }, () => [
    404,
    { errors: [{ name: ERROR_CODES.notFound, message: MESSAGES.organisations.notFound }] },
  ]),
  list: { organisations: [] },
  organisation: { id: organisationId, callerIsOwner: false },
});

describe('organisations and confined sessions', () => {
  it("answers 404 to a session the account's identity provider began, and lists none", async () => {
    const keys = await idpKeys();
    const { accountId, provider: registered } = await accountWithProvider(app, keys);
    const provider = await enableProvider(app, accountId, registered);
    const person = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
    const second = await createAccount(app.context.db, { name: 'Elsewhere' });
    await linkUser(app.context.db, second, person.id, 'OWNER');
    const third = await createAccount(app.context.db, { name: 'Third' });
    await linkUser(app.context.db, third, person.id, 'OWNER');
    const organisationId = await createOrganisation(app.context.db, person.id, [accountId, second]);

    const answer = await postToAcs(app, provider.idpId, {
      SAMLResponse: answerFor(provider, keys, `${person.username}@test.example`),
    });
    const { client } = await clientWithSession(app, answer.sessionToken ?? '');
    expect(await organisationSeenBy(client, organisationId, accountId, second)).toEqual(
      seenWhenConfined(organisationId),
    );
    // Not even an account the person owns can be linked from there.
    const [, , linked] = await organisationCalls(client, organisationId, third, second);
    expect(linked?.status).toBe(404);
  }, 60_000);

  it('answers 404 to staff impersonating its owner, and lists none', async () => {
    const accountId = await createAccount(app.context.db);
    const person = await createMember(app.context.db, accountId, 'OWNER');
    const second = await createAccount(app.context.db, { name: 'Elsewhere' });
    await linkUser(app.context.db, second, person.id, 'OWNER');
    const organisationId = await createOrganisation(app.context.db, person.id, [accountId, second]);
    const staff = await staffUser(app);
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: person.id } });

    expect(await organisationSeenBy(staff.client, organisationId, accountId, second)).toEqual(
      seenWhenConfined(organisationId),
    );
  });
});
