import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, startServerOn } from '../../../test/test-app.ts';
import type { Database } from '../../platform/db/database.ts';
import { systemClock } from '../../platform/clock.ts';
import { addGateway, engineJobs, memberOf, statusOf, ziaAccount } from './zia-gateways-test-kit.ts';

const FAST = { SIMULATED_PROVISIONING_SECONDS: '2' } as const;

describe('a gateway left PROVISIONING by a process that ran no jobs', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
  });
  afterAll(() => dispose());

  it('is picked up by the sweep of a server running the jobs on pg-boss, and reaches RUNNING', async () => {
    // The first server queues nothing (JOBS=false drops the look), as a crash after the create would.
    const first = await startServerOn(database, systemClock, FAST);
    const accountId = await ziaAccount(first);
    const gateway = await addGateway(await memberOf(first, accountId, 'OWNER'), accountId, 'orphan');
    await first.close();

    const second = await startServerOn(database, systemClock, { ...FAST, JOBS: 'true' });
    try {
      expect(await statusOf(second, gateway.id)).toBe('PROVISIONING');
      // The minute's cron, run now: it queues the look, and pg-boss's worker runs it.
      await engineJobs(second).sweep();
      // The worker's look, then the gateway's time (SIMULATED_PROVISIONING_SECONDS), on the real clock.
      await vi.waitFor(async () => expect(await statusOf(second, gateway.id)).toBe('RUNNING'), {
        timeout: 15_000,
        interval: 200,
      });
    } finally {
      await second.close();
    }
  });
});
