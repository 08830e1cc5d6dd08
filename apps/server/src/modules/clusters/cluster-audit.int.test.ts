import { api, type AuditEvent } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody, kafkaBody } from '../../../test/cluster-requests.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboundEmails } from '../../platform/db/schema.ts';
import { memberClient, staffUser } from '../../../test/staff.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The account's cluster events as its owner reads them in the audit log, oldest first. */
async function clusterEvents(owner: ApiClient, accountId: string) {
  const log = await owner.ok(api.audit.list, { params: { accountId } });
  return log.events
    .filter((e: AuditEvent) => e.type.startsWith('CLUSTER_'))
    .toReversed()
    .map((e) => ({ type: e.type, actor: e.actor, impersonator: e.impersonator, detail: e.detail }));
}

/** The token of the confirmation link e-mailed to `recipient`. */
async function deletionToken(recipient: string): Promise<string> {
  const [mail] = await app.context.db.select().from(outboundEmails).where(eq(outboundEmails.recipient, recipient));
  return /token=([A-Za-z0-9_-]+)/.exec(app.context.secrets.open(mail?.body ?? ''))?.[1] ?? '';
}

describe('audit of clusters', () => {
  it('records create, deletion request and confirmation, and each credential reveal, with the actor', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await memberClient(app, accountId);
    const body = { ...kafkaBody('audited'), twoFactorDelete: [{ confirmationEmail: 'audit@example.com' }] };
    const { id: clusterId } = await owner.client.ok(api.clusters.createKafka, { params: { accountId }, body });
    await owner.client.ok(api.clusters.credentials, { params: { accountId, clusterId } });

    // A staff user impersonating the owner is named beside the owner.
    const staff = await staffUser(app);
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: owner.id } });
    await staff.client.ok(api.clusters.credentials, { params: { accountId, clusterId } });
    await staff.client.ok(api.clusters.delete, { params: { accountId, clusterId } });
    await staff.client.ok(api.staff.stopImpersonation);

    const token = await deletionToken('audit@example.com');
    await new ApiClient(app.url).ok(api.clusters.confirmDeletion, { body: { token } });

    const byOwner = { actor: owner.username, impersonator: null, detail: 'audited' };
    const byStaff = { actor: owner.username, impersonator: staff.username, detail: 'audited' };
    expect(await clusterEvents(owner.client, accountId)).toEqual([
      { type: 'CLUSTER_CREATED', ...byOwner },
      { type: 'CLUSTER_CREDENTIALS_REVEALED', ...byOwner },
      { type: 'CLUSTER_CREDENTIALS_REVEALED', ...byStaff },
      { type: 'CLUSTER_DELETION_REQUESTED', ...byStaff },
      // Whoever holds the link confirms: the log names the address it was sent to.
      { type: 'CLUSTER_DELETION_CONFIRMED', actor: 'audit@example.com', impersonator: null, detail: 'audited' },
    ]);
  });

  it('records nothing for a refused act', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await memberClient(app, accountId);
    const readOnly = await memberClient(app, accountId, 'READ_ONLY');
    const { id: clusterId } = await owner.client.ok(api.clusters.createCassandra, {
      params: { accountId },
      body: cassandraBody('kept'),
    });
    const refused = await Promise.all([
      readOnly.client.call(api.clusters.credentials, { params: { accountId, clusterId } }),
      readOnly.client.call(api.clusters.delete, { params: { accountId, clusterId } }),
      owner.client.call(api.clusters.createCassandra, { params: { accountId }, body: cassandraBody('kept') }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([403, 403, 409]);
    expect((await clusterEvents(owner.client, accountId)).map((e) => e.type)).toEqual(['CLUSTER_CREATED']);
  });
});

describe('clusters under concurrent requests', () => {
  it('creates one cluster of a create sent twice at once; the other is a name conflict', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await memberClient(app, accountId);
    const send = () =>
      owner.client.call(api.clusters.createCassandra, { params: { accountId }, body: cassandraBody('twice') });
    const answers = await Promise.all([send(), send()]);

    expect(answers.map((r) => r.status).toSorted((a, b) => a - b)).toEqual([202, 409]);
    expect(answers.find((r) => r.status === 409)?.body).toEqual({
      errors: [{ name: 'name', message: 'A cluster named "twice" already exists' }],
    });
    const list = await owner.client.ok(api.clusters.list, { params: { accountId } });
    expect(list.results.map((c) => c.name)).toEqual(['twice']);
    expect((await clusterEvents(owner.client, accountId)).map((e) => e.type)).toEqual(['CLUSTER_CREATED']);
  });

  it('deletes once when two deletion requests of one cluster arrive at once', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await memberClient(app, accountId);
    const admin = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
    const adminClient = new ApiClient(app.url);
    await adminClient.signIn(admin.username, TEST_PASSWORD);
    const { id: clusterId } = await owner.client.ok(api.clusters.createCassandra, {
      params: { accountId },
      body: cassandraBody('deleted-once'),
    });
    const answers = await Promise.all(
      [owner.client, adminClient].map((client) =>
        client.call(api.clusters.delete, { params: { accountId, clusterId } }),
      ),
    );

    expect(answers.map((r) => r.status).toSorted((a, b) => a - b)).toEqual([202, 409]);
    expect((await clusterEvents(owner.client, accountId)).map((e) => e.type)).toEqual([
      'CLUSTER_CREATED',
      'CLUSTER_DELETION_REQUESTED',
    ]);
  });

  it('confirms once when the e-mailed link is followed twice at once', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await memberClient(app, accountId);
    const body = { ...kafkaBody('confirmed-once'), twoFactorDelete: [{ confirmationEmail: 'once@example.com' }] };
    const { id: clusterId } = await owner.client.ok(api.clusters.createKafka, { params: { accountId }, body });
    await owner.client.ok(api.clusters.delete, { params: { accountId, clusterId } });
    const token = await deletionToken('once@example.com');

    const confirm = () => new ApiClient(app.url).call(api.clusters.confirmDeletion, { body: { token } });
    const answers = await Promise.all([confirm(), confirm()]);

    // The loser finds the link used (404) or loses the compare-and-set (409): never a second success.
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
    expect((await clusterEvents(owner.client, accountId)).map((e) => e.type)).toEqual([
      'CLUSTER_CREATED',
      'CLUSTER_DELETION_REQUESTED',
      'CLUSTER_DELETION_CONFIRMED',
    ]);
  });
});
