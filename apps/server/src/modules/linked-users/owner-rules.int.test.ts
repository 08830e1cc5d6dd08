import { api, MESSAGES, type Role } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createUser, linkUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { member } from '../../../test/people.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** An account with `owners` owners (the first one signed in) under the inactivity setting given. */
async function accountWithOwners(owners: number, inactivityRevocation: boolean) {
  const accountId = await createAccount(app.context.db, { inactivityRevocation });
  const people = [];
  for (let i = 0; i < owners; i++) people.push(await member(app, accountId, 'OWNER'));
  return { accountId, owners: people };
}

const demote = (
  by: Awaited<ReturnType<typeof member>>,
  accountId: string,
  username: string,
  profile: Role = 'READ_ONLY',
) => by.client.call(api.linkedUsers.changeRole, { params: { accountId, username }, body: { profile } });

describe('the owner rule on the server', () => {
  it('keeps the last owner: no demotion, no unlink (409 with the rule’s words)', async () => {
    const { accountId, owners } = await accountWithOwners(1, false);
    const [owner] = owners;
    if (!owner) throw new Error('no owner');
    const refusal = { errors: [{ name: 'profile', message: MESSAGES.linkedUsers.lastOwner }] };
    const demoted = await demote(owner, accountId, owner.username);
    expect([demoted.status, demoted.body]).toEqual([409, refusal]);
    const unlinked = await owner.client.call(api.linkedUsers.unlink, {
      params: { accountId, username: owner.username },
    });
    expect([unlinked.status, unlinked.body]).toEqual([409, refusal]);
    // Keeping the role is no demotion.
    expect((await demote(owner, accountId, owner.username, 'OWNER')).status).toBe(200);
  });

  it('keeps two owners while inactivity revocation is on', async () => {
    const { accountId, owners } = await accountWithOwners(2, true);
    const [first, second] = owners;
    if (!first || !second) throw new Error('no owners');
    const refusal = { errors: [{ name: 'profile', message: MESSAGES.linkedUsers.twoOwnersNeeded }] };
    const demoted = await demote(first, accountId, second.username);
    expect([demoted.status, demoted.body]).toEqual([409, refusal]);
    const unlinked = await first.client.call(api.linkedUsers.unlink, {
      params: { accountId, username: second.username },
    });
    expect([unlinked.status, unlinked.body]).toEqual([409, refusal]);
  });

  it('lets one of three owners go under inactivity revocation, then holds the other two', async () => {
    const { accountId, owners } = await accountWithOwners(3, true);
    const [first, second, third] = owners;
    if (!first || !second || !third) throw new Error('no owners');
    expect((await demote(first, accountId, second.username, 'CLUSTER_ADMIN')).status).toBe(200);
    expect((await demote(first, accountId, third.username)).status).toBe(409);
    const view = await first.client.ok(api.linkedUsers.list, { params: { accountId } });
    expect(view).toMatchObject({ ownerCount: 2, inactivityRevocation: true });
  });

  it('lets one of two owners go without inactivity revocation', async () => {
    const { accountId, owners } = await accountWithOwners(2, false);
    const [first, second] = owners;
    if (!first || !second) throw new Error('no owners');
    await first.client.ok(api.linkedUsers.unlink, { params: { accountId, username: second.username } });
    expect((await first.client.ok(api.linkedUsers.list, { params: { accountId } })).ownerCount).toBe(1);
  });

  it('lets exactly one of two owners demoting each other at once pass: the account keeps an owner', async () => {
    for (let round = 0; round < 5; round++) {
      const { accountId, owners } = await accountWithOwners(2, false);
      const [first, second] = owners;
      if (!first || !second) throw new Error('no owners');
      const answers = await Promise.all([
        demote(first, accountId, second.username),
        demote(second, accountId, first.username),
      ]);
      // The loser is refused by the owner rule (409) when both passed the guard before either
      // committed, or by the guard (403) when its role was read after the winner's commit.
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 403)).toBe(true);
      const refusals = answers.filter((a) => a.status === 409).map((a) => a.body);
      const lastOwner = { errors: [{ name: 'profile', message: MESSAGES.linkedUsers.lastOwner }] };
      expect(refusals.every((body) => JSON.stringify(body) === JSON.stringify(lastOwner))).toBe(true);
      const winner = answers[0]?.status === 200 ? first : second;
      expect((await winner.client.ok(api.linkedUsers.list, { params: { accountId } })).ownerCount).toBe(1);
    }
  });
});

describe('the security settings’ owner count', () => {
  it('counts people only: a service user owner does not make two owners', async () => {
    const { accountId, owners } = await accountWithOwners(1, false);
    const [owner] = owners;
    if (!owner) throw new Error('no owner');
    const service = await createUser(app.context.db, { kind: 'service' });
    await linkUser(app.context.db, accountId, service.id, 'OWNER');
    expect((await owner.client.ok(api.security.get, { params: { accountId } })).hasTwoOwners).toBe(false);
    await member(app, accountId, 'OWNER');
    expect((await owner.client.ok(api.security.get, { params: { accountId } })).hasTwoOwners).toBe(true);
  });
});
