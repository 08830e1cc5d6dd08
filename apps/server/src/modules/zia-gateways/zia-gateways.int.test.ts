import {
  api,
  MESSAGES,
  ROLES,
  roleHasPermission,
  ZIA_GATEWAY_REGIONS,
  type CreateZiaGatewayBody,
  type Role,
} from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '../../../test/api-client.ts';
import { auditOf } from '../../../test/audit.ts';
import { createCluster } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { clusters } from '../../platform/db/schema.ts';
import { referenceCatalogue } from '../catalogue/reference.ts';
import { addGateway, engineJobs, memberOf, setFeature, statusOf, ziaAccount } from './zia-gateways-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The simulated driver's provisioning time (SIMULATED_PROVISIONING_SECONDS, default). */
const provisioningMs = () => app.context.config.simulatedProvisioningSeconds * 1_000;

describe('ZIA gateways by role', () => {
  it.each(ROLES)('%s lists, and creates and terminates only with CREATE_/DELETE_CLUSTER', async (role: Role) => {
    const accountId = await ziaAccount(app);
    const owner = await memberOf(app, accountId, 'OWNER');
    const client = await memberOf(app, accountId, role);
    const existing = await addGateway(owner, accountId, `gw-${role.toLowerCase().replace('_', '-')}`);

    const listed = await client.ok(api.ziaGateways.list, { params: { accountId } });
    expect(listed.gateways.map((g) => g.name)).toEqual([existing.name]);

    const added = await client.call(api.ziaGateways.add, {
      params: { accountId },
      body: { name: 'second', cloudProvider: 'AWS_VPC' },
    });
    expect(added.status).toBe(roleHasPermission(role, 'CREATE_CLUSTER') ? 201 : 403);

    const terminated = await client.call(api.ziaGateways.delete, { params: { accountId, gatewayId: existing.id } });
    expect(terminated.status).toBe(roleHasPermission(role, 'DELETE_CLUSTER') ? 202 : 403);
  });

  it('creates PROVISIONING with region US_EAST_1 and PCI off by default, audited', async () => {
    const accountId = await ziaAccount(app);
    const admin = await memberOf(app, accountId, 'CLUSTER_ADMIN');
    const gateway = await addGateway(admin, accountId, 'edge-1');
    expect(gateway).toEqual({
      id: gateway.id,
      name: 'edge-1',
      cloudProvider: 'AWS_VPC',
      region: 'US_EAST_1',
      pci: false,
      status: 'PROVISIONING',
      clusters: [],
    });
    expect((await auditOf(app, accountId)).map((e) => [e.type, e.detail])).toEqual([
      ['ZIA_GATEWAY_CREATED', 'edge-1 (US_EAST_1)'],
    ]);
  });
});

describe('the create rules, each a 400 naming the field', () => {
  let accountId: string;
  let owner: Awaited<ReturnType<typeof memberOf>>;
  beforeAll(async () => {
    accountId = await ziaAccount(app);
    owner = await memberOf(app, accountId, 'OWNER');
  });

  it.each([
    ['no name', { cloudProvider: 'AWS_VPC' }, 'name'],
    ['an empty name', { name: '', cloudProvider: 'AWS_VPC' }, 'name'],
    ['a 33-character name', { name: 'g'.repeat(33), cloudProvider: 'AWS_VPC' }, 'name'],
    ['a name with a space', { name: 'my gateway', cloudProvider: 'AWS_VPC' }, 'name'],
    ['no provider', { name: 'gw' }, 'cloudProvider'],
    ['GCP', { name: 'gw', cloudProvider: 'GCP' }, 'cloudProvider'],
    ['Azure', { name: 'gw', cloudProvider: 'AZURE_AZ' }, 'cloudProvider'],
    ['a region AWS does not have', { name: 'gw', cloudProvider: 'AWS_VPC', region: 'EUROPE_WEST1' }, 'region'],
    ['PCI', { name: 'gw', cloudProvider: 'AWS_VPC', pci: true }, 'pci'],
  ])('refuses %s', async (_, body, field) => {
    // Bodies the schema refuses, sent as the console would send any body.
    const sent = body as unknown as CreateZiaGatewayBody;
    const response = await owner.call(api.ziaGateways.add, { params: { accountId }, body: sent });
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual([field]);
  });

  it('accepts a 32-character name in the last region, and stores nothing for the refused', async () => {
    await owner.ok(api.ziaGateways.add, {
      params: { accountId },
      body: { name: 'g'.repeat(32), cloudProvider: 'AWS_VPC', region: 'US_WEST_2' },
    });
    const listed = await owner.ok(api.ziaGateways.list, { params: { accountId } });
    expect(listed.gateways.map((g) => [g.name, g.region])).toEqual([['g'.repeat(32), 'US_WEST_2']]);
  });

  it("offers exactly the catalogue's AWS regions", () => {
    const regions = new Set(
      Object.values(referenceCatalogue.applications).flatMap((parts) =>
        Object.values(parts).flatMap((offers) => offers.AWS_VPC?.regions ?? []),
      ),
    );
    expect([...ZIA_GATEWAY_REGIONS]).toEqual([...regions].toSorted());
  });
});

describe('terminating', () => {
  it('refuses a gateway in use by clusters with 409 naming them, then terminates once they go', async () => {
    const accountId = await ziaAccount(app);
    const owner = await memberOf(app, accountId, 'OWNER');
    const gateway = await addGateway(owner, accountId, 'shared-gw');
    await createCluster(app.context.db, accountId, { name: 'orders', ziaGatewayId: gateway.id });
    await createCluster(app.context.db, accountId, { name: 'billing', ziaGatewayId: gateway.id });
    // A deleted cluster no longer uses it.
    await createCluster(app.context.db, accountId, { name: 'old', ziaGatewayId: gateway.id, status: 'DELETED' });

    const listed = await owner.ok(api.ziaGateways.list, { params: { accountId } });
    expect(listed.gateways[0]?.clusters).toEqual(['billing', 'orders']);
    const associated = await owner.ok(api.ziaGateways.associatedClusters, {
      params: { accountId, gatewayId: gateway.id },
    });
    expect(associated.clusters.map((c) => c.name)).toEqual(['billing', 'orders']);

    const refused = await owner.call(api.ziaGateways.delete, { params: { accountId, gatewayId: gateway.id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      errors: [{ name: 'CONFLICT', message: MESSAGES.ziaGateways.inUse(['billing', 'orders']) }],
    });

    await app.context.db.update(clusters).set({ status: 'DELETED' }).where(eq(clusters.ziaGatewayId, gateway.id));
    const accepted = await owner.ok(api.ziaGateways.delete, { params: { accountId, gatewayId: gateway.id } });
    expect(accepted.status).toBe('TERMINATING');
    const again = await owner.call(api.ziaGateways.delete, { params: { accountId, gatewayId: gateway.id } });
    expect(again.status).toBe(409);
    expect((await auditOf(app, accountId)).map((e) => e.type)).toEqual([
      'ZIA_GATEWAY_CREATED',
      'ZIA_GATEWAY_TERMINATED',
    ]);
  });

  it("answers 404 for another account's gateway and an unknown one", async () => {
    const other = await ziaAccount(app);
    const theirs = await addGateway(await memberOf(app, other, 'OWNER'), other, 'theirs');
    const accountId = await ziaAccount(app);
    const owner = await memberOf(app, accountId, 'OWNER');
    for (const gatewayId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      expect((await owner.call(api.ziaGateways.delete, { params: { accountId, gatewayId } })).status).toBe(404);
      const clustersOf = await owner.call(api.ziaGateways.associatedClusters, { params: { accountId, gatewayId } });
      expect(clustersOf.status).toBe(404);
    }
  });
});

describe('an account without the zero-inbound-access feature', () => {
  it('answers 404 to every call, for every role: gateways do not exist there', async () => {
    const accountId = await ziaAccount(app);
    const owner = await memberOf(app, accountId, 'OWNER');
    const gateway = await addGateway(owner, accountId, 'before-off');
    await setFeature(app, accountId, false);
    const calls = [
      owner.call(api.ziaGateways.list, { params: { accountId } }),
      owner.call(api.ziaGateways.add, { params: { accountId }, body: { name: 'gw', cloudProvider: 'AWS_VPC' } }),
      owner.call(api.ziaGateways.delete, { params: { accountId, gatewayId: gateway.id } }),
      owner.call(api.ziaGateways.associatedClusters, { params: { accountId, gatewayId: gateway.id } }),
    ];
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const readOnly = await memberOf(app, accountId, 'READ_ONLY');
    expect((await readOnly.call(api.ziaGateways.list, { params: { accountId } })).status).toBe(404);
  });
});

describe('states, driven by the driver through the job', () => {
  it('goes PROVISIONING → RUNNING, TERMINATING → TERMINATED as the clock moves', async () => {
    const accountId = await ziaAccount(app);
    const owner = await memberOf(app, accountId, 'OWNER');
    const jobs = engineJobs(app);
    const gateway = await addGateway(owner, accountId, 'timed');

    app.clock.advance(provisioningMs() / 2 - 1_000);
    await jobs.advance(gateway.id);
    expect(await statusOf(app, gateway.id)).toBe('PROVISIONING');
    app.clock.advance(1_000);
    await jobs.advance(gateway.id);
    expect(await statusOf(app, gateway.id)).toBe('RUNNING');

    await owner.ok(api.ziaGateways.delete, { params: { accountId, gatewayId: gateway.id } });
    app.clock.advance(provisioningMs() / 4 - 1_000);
    await jobs.advance(gateway.id);
    expect(await statusOf(app, gateway.id)).toBe('TERMINATING');
    app.clock.advance(1_000);
    await jobs.advance(gateway.id);
    expect(await statusOf(app, gateway.id)).toBe('TERMINATED');
    // A terminated gateway leaves the list.
    expect((await owner.ok(api.ziaGateways.list, { params: { accountId } })).gateways).toEqual([]);
  });
});
