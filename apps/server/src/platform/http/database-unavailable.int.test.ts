import { api } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { freshDatabase, startServerOn } from '../../../test/test-app.ts';
import { ManualClock } from '../clock.ts';

describe('when the database goes away', () => {
  it('says it is not ready, with a JSON error', async () => {
    // A database of its own: the test closes it under the running server.
    const { database, dispose } = await freshDatabase({ own: true });
    const lonely = await startServerOn(database, new ManualClock('2026-11-22T12:00:00Z'));
    try {
      await database.close();
      const response = await new ApiClient(lonely.url).call(api.system.ready);
      expect(response.status).toBe(503);
      expect(errorNames(response.body)).toEqual(['DATABASE_UNAVAILABLE']);
      expect((await new ApiClient(lonely.url).call(api.system.health)).status).toBe(200);
    } finally {
      await lonely.close();
      await dispose();
    }
  });
});
