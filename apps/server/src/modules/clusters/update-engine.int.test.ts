import { api } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody, cassandraDataCentre } from '../../../test/cluster-requests.ts';
import { freshDatabase, startServerOn } from '../../../test/test-app.ts';
import { ManualClock, systemClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { clusterNodes, clusters } from '../../platform/db/schema.ts';
import { scriptOf, settle } from './update-test-kit.ts';

// An update's operation as the engine carries it out beyond one request: across a restart, and on pg-boss.
const FAST = { SIMULATED_PROVISIONING_SECONDS: '2' } as const;
const BIGGER = 'CAS-PRD-r7g.large-800';
const resize = (concurrency: number) => ({
  dataCentres: [{ name: cassandraDataCentre.name, nodeSize: BIGGER }],
  resizeSettings: [{ concurrency }],
});

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const rowOf = async (id: string) => (await database.db.select().from(clusters).where(eq(clusters.id, id)))[0];
const sizesOf = async (id: string) =>
  (await database.db.select().from(clusterNodes).where(eq(clusterNodes.clusterId, id))).map((n) => n.nodeSize);

describe('an operation across a restart', () => {
  it('is picked up by the sweep of the next server and finishes', async () => {
    const clock = new ManualClock('2026-11-22T12:00:00Z');
    const first = await startServerOn(database, clock, FAST);
    const script = await scriptOf(first);
    const { id } = await new ApiClient(first.url).ok(api.public.createCassandra, {
      body: cassandraBody('restarted'),
      headers: script.headers,
    });
    await settle(first, id);
    const put = await new ApiClient(first.url).call(api.public.updateCassandra, {
      params: { clusterId: id },
      body: resize(1),
      headers: script.headers,
    });
    expect(put.status).toBe(202);
    clock.advance(500);
    await first.engine.advance(id);
    expect((await rowOf(id))?.operationStepsDone).toBe(1);
    await first.close();

    const second = await startServerOn(database, clock, FAST);
    try {
      expect(await second.engine.sweep()).toBeGreaterThanOrEqual(1);
      await settle(second, id, 500);
      expect((await rowOf(id))?.operationStartedAt).toBeNull();
      expect(await sizesOf(id)).toEqual(Array(3).fill(BIGGER));
    } finally {
      await second.close();
    }
  });
});

describe('an operation on pg-boss, in real time', () => {
  it('finishes on its own after the PUT', async () => {
    const app = await startServerOn(database, systemClock, { ...FAST, JOBS: 'true' });
    try {
      const script = await scriptOf(app);
      const client = new ApiClient(app.url);
      const { id } = await client.ok(api.public.createCassandra, {
        body: cassandraBody('live'),
        headers: script.headers,
      });
      await vi.waitFor(async () => expect((await rowOf(id))?.status).toBe('RUNNING'), {
        timeout: 15_000,
        interval: 100,
      });
      const put = await client.call(api.public.updateCassandra, {
        params: { clusterId: id },
        body: resize(3),
        headers: script.headers,
      });
      expect(put.status).toBe(202);
      await vi.waitFor(async () => expect((await rowOf(id))?.operationStartedAt).toBeNull(), {
        timeout: 15_000,
        interval: 100,
      });
      expect(await sizesOf(id)).toEqual(Array(3).fill(BIGGER));
    } finally {
      await app.close();
    }
  });
});
