import { api, MESSAGES, roleHasPermission, ROLES, type AddOidcProviderBody } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit.ts';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { opensearchBody } from '../../../test/cluster-requests.ts';
import { clusters, oidcProviders } from '../../platform/db/schema.ts';

const M = MESSAGES.oidcProviders;
const SECRET = 'top-secret-client-value';
const body = (change: Partial<AddOidcProviderBody> = {}): AddOidcProviderBody => ({
  clientId: 'dashboards-client',
  clientName: 'Corporate SSO',
  clientSecret: SECRET,
  clientUrl: 'https://sso.example.com/realms/main',
  description: 'Staff sign-in',
  ...change,
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('OIDC providers by role', () => {
  it.each(ROLES)('%s: views as VIEW_OIDC_PROVIDERS says, changes as EDIT_OIDC_PROVIDERS says', async (role) => {
    const owner = await signedInMember(app, 'OWNER');
    const member = await signedInMember(app, role, owner.accountId);
    const existing = await owner.client.ok(api.oidcProviders.add, {
      params: { accountId: owner.accountId },
      body: body(),
    });
    const params = { accountId: owner.accountId, oidcId: existing.id };
    const canView = roleHasPermission(role, 'VIEW_OIDC_PROVIDERS');
    const canEdit = roleHasPermission(role, 'EDIT_OIDC_PROVIDERS');

    expect((await member.client.call(api.oidcProviders.list, { params: { accountId: owner.accountId } })).status).toBe(
      canView ? 200 : 403,
    );
    expect((await member.client.call(api.oidcProviders.get, { params })).status).toBe(canView ? 200 : 403);
    const added = await member.client.call(api.oidcProviders.add, {
      params: { accountId: owner.accountId },
      body: body({ clientName: `${role} SSO` }),
    });
    expect(added.status).toBe(canEdit ? 201 : 403);
    expect(
      (await member.client.call(api.oidcProviders.update, { params, body: body({ clientName: 'Renamed' }) })).status,
    ).toBe(canEdit ? 200 : 403);
    expect((await member.client.call(api.oidcProviders.delete, { params })).status).toBe(canEdit ? 204 : 403);
  });
});

describe('OIDC providers', () => {
  it('adds with port 443 by default, never returns the secret, stores it sealed, audits', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const accountId = owner.accountId;
    const response = await owner.client.call(api.oidcProviders.add, { params: { accountId }, body: body() });
    expect(response.status).toBe(201);
    expect(JSON.stringify(response.body)).not.toContain(SECRET);
    const added = api.oidcProviders.add.response.parse(response.body);
    expect(added).toMatchObject({ clientId: 'dashboards-client', clientPort: 443, clusters: [] });
    expect(added).not.toHaveProperty('clientSecret');

    const list = await owner.client.call(api.oidcProviders.list, { params: { accountId } });
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    const one = await owner.client.call(api.oidcProviders.get, { params: { accountId, oidcId: added.id } });
    expect(JSON.stringify(one.body)).not.toContain(SECRET);

    const [row] = await app.context.db.select().from(oidcProviders).where(eq(oidcProviders.id, added.id));
    expect(row?.clientSecret).not.toContain(SECRET);
    expect(app.context.secrets.open(row?.clientSecret ?? '')).toBe(SECRET);
    expect(await auditOf(app, accountId)).toEqual([
      { type: 'OIDC_PROVIDER_ADDED', actor: owner.user.username, detail: 'Corporate SSO (dashboards-client)' },
    ]);
  });

  it('updates; a blank secret keeps the stored one, a new one replaces it', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const accountId = owner.accountId;
    const added = await owner.client.ok(api.oidcProviders.add, { params: { accountId }, body: body() });
    const params = { accountId, oidcId: added.id };
    const sealed = async () =>
      (await app.context.db.select().from(oidcProviders).where(eq(oidcProviders.id, added.id)))[0]?.clientSecret ?? '';

    const updated = await owner.client.ok(api.oidcProviders.update, {
      params,
      body: body({ clientName: 'Renamed', clientPort: 8443, clientSecret: '', description: '' }),
    });
    expect(updated).toMatchObject({ clientName: 'Renamed', clientPort: 8443, description: null });
    expect(app.context.secrets.open(await sealed())).toBe(SECRET);

    await owner.client.ok(api.oidcProviders.update, { params, body: body({ clientSecret: 'another-secret-value' }) });
    expect(app.context.secrets.open(await sealed())).toBe('another-secret-value');
    expect((await auditOf(app, accountId)).map((e) => e.detail)).toEqual([
      'Corporate SSO (dashboards-client)',
      'Renamed (dashboards-client)',
      'Corporate SSO (dashboards-client), new client secret',
    ]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['clientId too short', { clientId: 'abcde' }, 'clientId', M.clientIdRange],
    ['clientId too long', { clientId: 'a'.repeat(101) }, 'clientId', M.clientIdRange],
    ['clientName blank', { clientName: '  ' }, 'clientName', M.clientNameBlank],
    ['clientSecret too short', { clientSecret: 'a'.repeat(13) }, 'clientSecret', M.clientSecretRange],
    ['clientSecret too long', { clientSecret: 'a'.repeat(101) }, 'clientSecret', M.clientSecretRange],
    ['clientUrl not https', { clientUrl: 'http://sso.example.com' }, 'clientUrl', M.clientUrlHttps],
    ['clientUrl not a URL', { clientUrl: 'not a url' }, 'clientUrl', M.clientUrlHttps],
    ['clientPort 0', { clientPort: 0 }, 'clientPort', M.clientPortRange],
    ['clientPort 65536', { clientPort: 65536 }, 'clientPort', M.clientPortRange],
  ])('refuses %s with a 400 naming the field', async (_name, change, field, message) => {
    const owner = await signedInMember(app, 'OWNER');
    const response = await owner.client.call(api.oidcProviders.add, {
      params: { accountId: owner.accountId },
      body: { ...body(), ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: field, message }] });
  });

  it("answers 404 for another account's provider", async () => {
    const owner = await signedInMember(app, 'OWNER');
    const other = await signedInMember(app, 'OWNER');
    const theirs = await other.client.ok(api.oidcProviders.add, {
      params: { accountId: other.accountId },
      body: body(),
    });
    const params = { accountId: owner.accountId, oidcId: theirs.id };
    expect((await owner.client.call(api.oidcProviders.get, { params })).status).toBe(404);
    expect((await owner.client.call(api.oidcProviders.update, { params, body: body() })).status).toBe(404);
    expect((await owner.client.call(api.oidcProviders.delete, { params })).status).toBe(404);
  });
});

describe('OIDC providers and OpenSearch clusters', () => {
  it('creates a cluster with the provider, lists it as active, refuses delete with 409 until it is gone', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const accountId = owner.accountId;
    const provider = await owner.client.ok(api.oidcProviders.add, { params: { accountId }, body: body() });
    const request = opensearchBody('logs');
    const cluster = await owner.client.ok(api.clusters.createOpensearch, {
      params: { accountId },
      body: { ...request, opensearchDashboards: [{ nodeSize: 'SRH-DEV-t4g.small-5', oidcProvider: provider.id }] },
    });
    const params = { accountId, oidcId: provider.id };
    const viewed = await owner.client.ok(api.oidcProviders.get, { params });
    expect(viewed.clusters).toEqual([{ id: cluster.id, name: 'logs' }]);

    const refused = await owner.client.call(api.oidcProviders.delete, { params });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: [{ name: 'clusters', message: M.inUse('logs') }] });

    // A deleted cluster no longer holds the provider.
    await app.context.db.update(clusters).set({ status: 'DELETED' }).where(eq(clusters.id, cluster.id));
    expect((await owner.client.ok(api.oidcProviders.get, { params })).clusters).toEqual([]);
    expect((await owner.client.call(api.oidcProviders.delete, { params })).status).toBe(204);
    expect((await owner.client.call(api.oidcProviders.get, { params })).status).toBe(404);
    expect((await auditOf(app, accountId)).map((e) => e.type)).toContain('OIDC_PROVIDER_DELETED');
  });

  it("refuses another account's provider in the create request with a 400 naming the field", async () => {
    const owner = await signedInMember(app, 'OWNER');
    const other = await signedInMember(app, 'OWNER');
    const theirs = await other.client.ok(api.oidcProviders.add, {
      params: { accountId: other.accountId },
      body: body(),
    });
    const response = await owner.client.call(api.clusters.createOpensearch, {
      params: { accountId: owner.accountId },
      body: {
        ...opensearchBody('search'),
        opensearchDashboards: [{ nodeSize: 'SRH-DEV-t4g.small-5', oidcProvider: theirs.id }],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [{ name: 'opensearchDashboards.0.oidcProvider', message: M.notFound }],
    });
  });
});
