import { api, ERROR_CODES, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '../../../test/api-client.ts';
import {
  createAccount,
  createCluster,
  createMember,
  createUser,
  linkUser,
  TEST_PASSWORD,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_FLAGS, memberClient, signedIn, staffEventsOf, staffUser } from '../../../test/staff.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('impersonation', () => {
  it("never changes the user's own credentials, and staff without MFA may not start it", async () => {
    const accountId = await createAccount(app.context.db);
    const target = await createMember(app.context.db, accountId, 'OWNER');
    const staff = await staffUser(app);
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: target.id } });
    const refused = await Promise.all([
      staff.client.call(api.auth.changePassword, {
        body: { currentPassword: TEST_PASSWORD, newPassword: 'Another-password-2026' },
      }),
      staff.client.call(api.auth.startMfaEnrolment),
    ]);
    expect(refused.map((r) => [r.status, errorNames(r.body)])).toEqual([
      [403, [ERROR_CODES.impersonating]],
      [403, [ERROR_CODES.impersonating]],
    ]);
    await staff.client.ok(api.staff.stopImpersonation);

    const withoutMfa = await createUser(app.context.db, { isAdmin: true, passwordChangedAt: app.clock.now() });
    const client = await signedIn(app, withoutMfa.username);
    const response = await client.call(api.staff.startImpersonation, { body: { accountId, userId: target.id } });
    expect(response.body).toEqual({
      errors: [{ name: ERROR_CODES.mfaSetupRequired, message: MESSAGES.mfa.setupRequired }],
    });
  });

  it('acts as the user until stopped, without altering API keys, and is audited', async () => {
    const accountId = await createAccount(app.context.db);
    const target = await createMember(app.context.db, accountId, 'OWNER');
    const staff = await staffUser(app);

    const started = await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: target.id } });
    expect(started).toMatchObject({
      username: target.username,
      isAdmin: false,
      impersonatedBy: staff.username,
      accounts: [{ id: accountId, role: 'OWNER' }],
      csrfToken: staff.client.csrfToken,
    });
    expect(await staff.client.ok(api.auth.me)).toMatchObject({
      username: target.username,
      impersonatedBy: staff.username,
    });

    // The user's views work; changing the user's keys does not (SPEC §6).
    expect((await staff.client.call(api.apiKeys.list, { params: { accountId } })).status).toBe(200);
    const generate = await staff.client.call(api.apiKeys.generate, {
      params: { accountId },
      body: { apiKeyType: 'MONITORING' },
    });
    expect(generate.status).toBe(403);
    expect(errorNames(generate.body)).toEqual([ERROR_CODES.impersonating]);

    // An impersonation may only be stopped: the guard refuses every other staff function.
    const again = await staff.client.call(api.staff.startImpersonation, { body: { accountId, userId: target.id } });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.staff.alreadyImpersonating }],
    });

    app.clock.advance(1_000);
    const stopped = await staff.client.ok(api.staff.stopImpersonation);
    expect(stopped).toMatchObject({
      username: staff.username,
      isAdmin: true,
      impersonatedBy: null,
      csrfToken: staff.client.csrfToken,
    });
    expect(await staff.client.ok(api.auth.me)).toMatchObject({ username: staff.username, impersonatedBy: null });
    expect((await staff.client.call(api.staff.stopImpersonation)).status).toBe(409);

    const staffEvent = { actor: staff.username, actorUserId: staff.id, impersonator: null, detail: target.username };
    expect(await staffEventsOf(app, accountId)).toEqual([
      { type: 'IMPERSONATION_STARTED', ...staffEvent },
      { type: 'IMPERSONATION_STOPPED', ...staffEvent },
    ]);
    // The account's owners see it in their log.
    const owner = await memberClient(app, accountId);
    const log = await owner.client.ok(api.audit.list, { params: { accountId } });
    expect(log.events.map((e) => [e.type, e.actor])).toEqual(
      expect.arrayContaining([
        ['IMPERSONATION_STARTED', staff.username],
        ['IMPERSONATION_STOPPED', staff.username],
      ]),
    );
  });

  it("is confined to the account it was started in: the user's other accounts are not found", async () => {
    const { db } = app.context;
    const [chosen, other] = [await createAccount(db), await createAccount(db)];
    const target = await createMember(db, chosen, 'OWNER');
    await linkUser(db, other, target.id, 'OWNER');
    const [here, there] = [
      await createCluster(db, chosen, { defaultPassword: app.context.secrets.seal('chosen-password') }),
      await createCluster(db, other, { defaultPassword: app.context.secrets.seal('other-password') }),
    ];
    const staff = await staffUser(app);
    const started = await staff.client.ok(api.staff.startImpersonation, {
      body: { accountId: chosen, userId: target.id },
    });
    expect(started.accounts.map((a) => a.id)).toEqual([chosen]);
    expect((await staff.client.ok(api.auth.me)).accounts.map((a) => a.id)).toEqual([chosen]);

    const inChosen = { accountId: chosen, clusterId: here.id };
    expect((await staff.client.ok(api.clusters.credentials, { params: inChosen })).password).toBe('chosen-password');
    expect((await staff.client.call(api.audit.list, { params: { accountId: chosen } })).status).toBe(200);

    const inOther = { accountId: other, clusterId: there.id };
    const answers = await Promise.all([
      staff.client.call(api.clusters.list, { params: { accountId: other } }),
      staff.client.call(api.clusters.get, { params: inOther }),
      staff.client.call(api.clusters.credentials, { params: inOther }),
      staff.client.call(api.audit.list, { params: { accountId: other } }),
      staff.client.call(api.clusters.delete, { params: inOther }),
    ]);
    expect(answers.map((r) => [r.status, errorNames(r.body)])).toEqual(
      answers.map(() => [404, [ERROR_CODES.notFound]]),
    );
    // Nothing of the other account changed, and the staff user can still stop.
    const owner = await memberClient(app, other);
    expect((await owner.client.ok(api.clusters.get, { params: inOther })).deleteRequestDate).toBeNull();
    await staff.client.ok(api.staff.stopImpersonation);
  });

  it('starts and stops once when the same request arrives twice at once', async () => {
    const accountId = await createAccount(app.context.db);
    const [first, second] = [
      await createMember(app.context.db, accountId, 'OWNER'),
      await createMember(app.context.db, accountId, 'READ_ONLY'),
    ];
    const staff = await staffUser(app);
    const started = await Promise.all(
      [first, second].map((target) =>
        staff.client.call(api.staff.startImpersonation, { body: { accountId, userId: target.id } }),
      ),
    );
    // The other is refused: by the handler (409) when both passed the guard before either began,
    // else by the guard (403), which lets an impersonating session only stop.
    const [winner, loser] = started.map((r) => r.status).toSorted((a, b) => a - b);
    expect(winner).toBe(200);
    expect([403, 409]).toContain(loser);
    app.clock.advance(1_000); // the events are read in time order
    const stopped = await Promise.all([
      staff.client.call(api.staff.stopImpersonation),
      staff.client.call(api.staff.stopImpersonation),
    ]);
    expect(stopped.map((r) => r.status).toSorted((a, b) => a - b)).toEqual([200, 409]);
    expect((await staffEventsOf(app, accountId)).map((e) => e.type)).toEqual([
      'IMPERSONATION_STARTED',
      'IMPERSONATION_STOPPED',
    ]);
  });

  it('refuses staff functions while impersonating, and logs them as the staff user once stopped', async () => {
    const accountId = await createAccount(app.context.db);
    const target = await createMember(app.context.db, accountId, 'OWNER');
    const staff = await staffUser(app);
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: target.id } });
    const flags = { params: { accountId }, body: { ...DEFAULT_FLAGS, pciCompatible: true } };
    const whileImpersonating = await staff.client.call(api.staff.updateAccountFlags, flags);
    expect([whileImpersonating.status, errorNames(whileImpersonating.body)]).toEqual([403, [ERROR_CODES.forbidden]]);
    await staff.client.ok(api.staff.stopImpersonation);
    await staff.client.ok(api.staff.updateAccountFlags, flags);
    const events = await staffEventsOf(app, accountId);
    expect(events.filter((e) => e.type === 'ACCOUNT_FLAGS_UPDATED')).toHaveLength(1);
    expect(events.find((e) => e.type === 'ACCOUNT_FLAGS_UPDATED')).toEqual({
      type: 'ACCOUNT_FLAGS_UPDATED',
      actor: staff.username,
      actorUserId: staff.id,
      impersonator: null,
      detail: 'pciCompatible on',
    });
  });

  it('refuses a user not linked to the account, a staff user, and stopping when not impersonating', async () => {
    const accountId = await createAccount(app.context.db);
    const elsewhere = await createMember(app.context.db, await createAccount(app.context.db), 'OWNER');
    const colleague = await createUser(app.context.db, { isAdmin: true });
    await linkUser(app.context.db, accountId, colleague.id, 'OWNER');
    const staff = await staffUser(app);

    const unlinked = await staff.client.call(api.staff.startImpersonation, {
      body: { accountId, userId: elsewhere.id },
    });
    expect(unlinked.status).toBe(400);
    expect(unlinked.body).toEqual({ errors: [{ name: 'userId', message: MESSAGES.staff.userNotLinked }] });

    const ofStaff = await staff.client.call(api.staff.startImpersonation, {
      body: { accountId, userId: colleague.id },
    });
    expect(ofStaff.status).toBe(403);
    expect(ofStaff.body).toEqual({
      errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.staff.impersonateStaff }],
    });

    expect((await staff.client.call(api.staff.stopImpersonation)).status).toBe(409);
    expect(await staff.client.ok(api.auth.me)).toMatchObject({ username: staff.username, impersonatedBy: null });
    expect(await staffEventsOf(app, accountId)).toEqual([]);
  });
});
