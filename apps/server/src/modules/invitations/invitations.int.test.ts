import { api, ERROR_CODES, LIMITS, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { staffUser } from '../../../test/staff.ts';
import { eventsOf, member, userManagementKey } from '../../../test/people.ts';
import { invitationMail } from './invitation-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    SSO_OIDC_PROVIDERS: JSON.stringify([
      {
        name: 'google',
        displayName: 'Google',
        issuer: 'https://google.example',
        clientId: 'datadeck',
        clientSecret: 'secret',
      },
      {
        name: 'github',
        displayName: 'GitHub',
        issuer: 'https://github.example',
        clientId: 'datadeck',
        clientSecret: 'secret',
      },
    ]),
  });
});
afterAll(() => app.close());

describe('inviting people', () => {
  it('creates, lists in creation order and revokes (case-insensitive), audited', async () => {
    const accountId = await createAccount(app.context.db, { name: 'Acme <Ops>' });
    const owner = await member(app, accountId, 'OWNER');
    const params = { accountId };
    const first = await owner.client.ok(api.invitations.create, {
      params,
      body: { email: 'Ann@Example.com', profile: 'CLUSTER_ADMIN', allowedStandardSsoServices: ['github'] },
    });
    expect(first).toEqual({
      email: 'Ann@Example.com',
      profile: 'CLUSTER_ADMIN',
      allowedStandardSsoServices: [{ name: 'github', displayName: 'GitHub' }],
      expires: new Date(app.clock.now().getTime() + LIMITS.invitationLifetimeMs).toISOString(),
    });
    app.clock.advance(1_000);
    await owner.client.ok(api.invitations.create, { params, body: { email: 'bob@example.com', profile: 'READ_ONLY' } });
    const view = await owner.client.ok(api.invitations.list, { params });
    expect(view.invitations.map((i) => i.email)).toEqual(['Ann@Example.com', 'bob@example.com']);
    expect(view.standardSsoServices).toEqual([
      { name: 'google', displayName: 'Google' },
      { name: 'github', displayName: 'GitHub' },
    ]);

    await owner.client.ok(api.invitations.revoke, { params, query: { email: 'ann@EXAMPLE.com' } });
    const again = await owner.client.call(api.invitations.revoke, { params, query: { email: 'ann@example.com' } });
    expect([again.status, again.body]).toEqual([
      404,
      { errors: [{ name: ERROR_CODES.notFound, message: MESSAGES.invitations.notOpen }] },
    ]);
    expect((await owner.client.ok(api.invitations.list, { params })).invitations.map((i) => i.email)).toEqual([
      'bob@example.com',
    ]);
    expect(await eventsOf(app, accountId, ['INVITATION_CREATED', 'INVITATION_REVOKED'])).toEqual([
      { type: 'INVITATION_CREATED', actor: owner.username, detail: 'Ann@Example.com as CLUSTER_ADMIN' },
      { type: 'INVITATION_CREATED', actor: owner.username, detail: 'bob@example.com as READ_ONLY' },
      { type: 'INVITATION_REVOKED', actor: owner.username, detail: 'Ann@Example.com' },
    ]);
  });

  it('queues the e-mail with both parts sealed, its values escaped in the HTML', async () => {
    const accountId = await createAccount(app.context.db, { name: 'Acme <Ops> & Co' });
    const owner = await member(app, accountId, 'OWNER');
    await owner.client.ok(api.invitations.create, {
      params: { accountId },
      body: { email: 'carol@example.com', profile: 'BILLING' },
    });
    const mail = await invitationMail(app, 'carol@example.com');
    expect(mail.row.subject).toBe(MESSAGES.invitations.emailSubject('Acme <Ops> & Co'));
    expect(mail.row.body).not.toContain(mail.token);
    expect(mail.row.html).not.toContain(mail.token);
    const link = `${app.context.config.publicUrl}/accept-invitation?token=${mail.token}`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(owner.username);
    expect(mail.text).toContain('Acme <Ops> & Co');
    expect(mail.text).toContain('Billing');
    expect(mail.text).toContain('3 days');
    expect(mail.html).toContain('Acme &lt;Ops&gt; &amp; Co');
    expect(mail.html).not.toContain('<Ops>');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it.each(['CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const)(
    'refuses a %s every invitation call (403)',
    async (role) => {
      const accountId = await createAccount(app.context.db);
      const { client } = await member(app, accountId, role);
      const params = { accountId };
      expect((await client.call(api.invitations.list, { params })).status).toBe(403);
      const body = { email: 'dan@example.com', profile: 'READ_ONLY' } as const;
      expect((await client.call(api.invitations.create, { params, body })).status).toBe(403);
      expect((await client.call(api.invitations.revoke, { params, query: { email: 'dan@example.com' } })).status).toBe(
        403,
      );
    },
  );

  it('takes a USER_MANAGEMENT key for create, list and revoke', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await member(app, accountId, 'OWNER');
    const headers = await userManagementKey(owner, accountId);
    const script = new ApiClient(app.url);
    const params = { accountId };
    await script.ok(api.invitations.create, {
      params,
      body: { email: 'eve@example.com', profile: 'READ_ONLY' },
      headers,
    });
    expect((await script.ok(api.invitations.list, { params, headers })).invitations).toHaveLength(1);
    await script.ok(api.invitations.revoke, { params, query: { email: 'eve@example.com' }, headers });
  });

  it('is off while staff impersonate an owner', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await member(app, accountId, 'OWNER');
    const staff = await staffUser(app);
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: owner.id } });
    const response = await staff.client.call(api.invitations.create, {
      params: { accountId },
      body: { email: 'fay@example.com', profile: 'OWNER' },
    });
    expect([response.status, errorNames(response.body)]).toEqual([403, [ERROR_CODES.impersonating]]);
  });
});
