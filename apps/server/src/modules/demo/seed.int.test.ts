import {
  api,
  CLUSTER_STATUSES,
  DEMO_ACCOUNT_NAME,
  DEMO_EMPTY_ACCOUNT_NAME,
  DEMO_INVITATION,
  DEMO_ORGANISATION_NAME,
  DEMO_PASSWORD,
  DEMO_SYNCED_ACCOUNT_NAME,
  DEMO_USERS,
} from '@datadeck/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboundEmails, users } from '../../platform/db/schema.ts';
import { seedDemoData } from './seed.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => app.close());

const signedIn = async (username: string) => {
  const client = new ApiClient(app.url);
  const me = await client.signIn(username, DEMO_PASSWORD);
  return { client, me };
};

describe('demo data', () => {
  it('lets every demo user sign in with the README password, each with its role', async () => {
    for (const user of DEMO_USERS) {
      const { me } = await signedIn(user.username);
      expect(me.isAdmin).toBe(user.isAdmin);
      const own = me.accounts.find((account) => account.name === user.account);
      expect(own?.role).toBe(user.role ?? undefined);
    }
    const { me: staff } = await signedIn('demo-staff');
    expect(staff.accounts).toEqual([]);
  });

  it('gives the demo account a dozen clusters in every status of SPEC §4, with provisioning, deletion and tags', async () => {
    const { client, me } = await signedIn('demo-readonly');
    const accountId = me.accounts[0]?.id ?? '';
    const page = await client.ok(api.clusters.list, { params: { accountId }, query: {} });
    expect(page.total).toBeGreaterThanOrEqual(10);
    const statuses = new Set(page.results.map((c) => c.status));
    for (const status of CLUSTER_STATUSES.filter((s) => s !== 'DELETING' && s !== 'DELETED'))
      expect(statuses).toContain(status);
    expect(page.results.some((c) => c.status === 'PROVISIONING' && c.provisioningDetails?.message)).toBe(true);
    expect(page.results.some((c) => c.deleteRequestDate !== null)).toBe(true);
    expect(page.results.some((c) => Object.keys(c.tags).length > 0)).toBe(true);
    const apps = new Set(page.results.map((c) => c.mainApplication.bundleType.name));
    expect(apps).toEqual(new Set(['APACHE_CASSANDRA', 'KAFKA', 'OPENSEARCH']));

    const { messages } = await client.ok(api.accounts.messagesOfTheDay, { params: { accountId } });
    expect(messages.length).toBeGreaterThan(0);
  });

  it('links the owner to a second account with no clusters and no billing details', async () => {
    const { client, me } = await signedIn('demo-owner');
    const sandbox = me.accounts.find((account) => account.name === DEMO_EMPTY_ACCOUNT_NAME);
    expect(sandbox?.role).toBe('OWNER');
    const accountId = sandbox?.id ?? '';
    expect((await client.ok(api.clusters.list, { params: { accountId }, query: {} })).total).toBe(0);
    expect(await client.ok(api.accounts.freeTrial, { params: { accountId } })).toEqual({
      status: 'NOT_STARTED',
      hasBillingDetails: false,
      daysRemaining: app.context.config.freeTrialDays,
    });
  });

  it('lets demo clusters carry on: mid-provisioning ones from where they are shown, the deletion awaiting its e-mail', async () => {
    const { client, me } = await signedIn('demo-owner');
    const accountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
    const { results } = await client.ok(api.clusters.list, { params: { accountId }, query: {} });
    const provisioning = results.find((c) => c.status === 'PROVISIONING');
    const deleting = results.find((c) => c.deleteRequestDate !== null);
    const shown = provisioning?.provisioningDetails?.progress ?? -1;

    await app.engine.advance(provisioning?.id ?? '');
    const after = await client.ok(api.clusters.get, { params: { accountId, clusterId: provisioning?.id ?? '' } });
    expect(after.status).toBe('PROVISIONING');
    expect(after.provisioningDetails?.progress).toBeCloseTo(shown, 1);

    expect(await app.engine.advance(deleting?.id ?? '')).toBe('done');
    const waiting = await client.ok(api.clusters.get, { params: { accountId, clusterId: deleting?.id ?? '' } });
    expect(waiting).toMatchObject({ deletionAwaitingConfirmation: true, status: deleting?.status });
    const [mail] = await app.context.db.select().from(outboundEmails);
    expect(app.context.secrets.open(mail?.body ?? '')).toContain('/confirm-cluster-deletion?token=');
  });

  it("gives the Demo Account no billing details, and a subsidiary billed by its organisation's that owner and billing user may reset", async () => {
    const { client, me } = await signedIn('demo-billing');
    const demoId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
    expect(await client.ok(api.billing.get, { params: { accountId: demoId } })).toMatchObject({
      contactEmail: null,
      savedDetails: null,
      isBillingSynced: false,
      editPermitted: true,
    });
    for (const username of ['demo-owner', 'demo-billing']) {
      const user = await signedIn(username);
      const subsidiary = user.me.accounts.find((account) => account.name === DEMO_SYNCED_ACCOUNT_NAME);
      expect(subsidiary?.role).toBe(username === 'demo-owner' ? 'OWNER' : 'BILLING');
      expect(await user.client.ok(api.billing.get, { params: { accountId: subsidiary?.id ?? '' } })).toMatchObject({
        contactEmail: 'accounts-payable@demo-group.example',
        isBillingSynced: true,
        organisation: { name: DEMO_ORGANISATION_NAME },
        editPermitted: false,
        resetPermitted: true,
      });
    }
  });

  it('gives the Demo Account two owners and a pending invitation', async () => {
    const { client, me } = await signedIn('demo-deputy');
    const accountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
    const people = await client.ok(api.linkedUsers.list, { params: { accountId } });
    expect(people.ownerCount).toBe(2);
    expect((await client.ok(api.security.get, { params: { accountId } })).hasTwoOwners).toBe(true);
    const { invitations } = await client.ok(api.invitations.list, { params: { accountId } });
    expect(invitations).toMatchObject([{ email: DEMO_INVITATION.email, profile: DEMO_INVITATION.role }]);
  });

  it('lets the Demo Account set single sign-on up itself, with no identity provider yet', async () => {
    const { client, me } = await signedIn('demo-owner');
    const accountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
    const account = await client.ok(api.accounts.get, { params: { accountId } });
    expect(account.features.ssoSelfServeEnabled).toBe(true);
    expect(await client.ok(api.identityProviders.list, { params: { accountId } })).toEqual([]);
  });

  it('never seeds a database that already has users', async () => {
    expect(
      await seedDemoData(
        app.context.db,
        app.clock,
        app.context.secrets,
        app.server.log,
        60_000,
        app.context.config.publicUrl,
      ),
    ).toBe(false);
    // People only: the demo's service user (DEMO_SERVICE_USER) is no login.
    const [row] = await app.context.db.select({ n: count() }).from(users).where(eq(users.kind, 'person'));
    expect(row?.n).toBe(DEMO_USERS.length);
  });
});

describe('the demo on the local driver (CLUSTER_DRIVER=local)', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await startTestApp({ SEED_DEMO: 'true', CLUSTER_DRIVER: 'local' });
  });
  afterAll(() => local.close());

  it('seeds the people and accounts but no cluster, which it would start as real engines', async () => {
    const client = new ApiClient(local.url);
    const me = await client.signIn('demo-owner', DEMO_PASSWORD);
    const accountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
    const listed = await client.ok(api.clusters.list, { params: { accountId } });
    expect(listed.total).toBe(0);
    const people = await client.ok(api.linkedUsers.list, { params: { accountId } });
    expect(people.ownerCount).toBe(2);
  });
});
