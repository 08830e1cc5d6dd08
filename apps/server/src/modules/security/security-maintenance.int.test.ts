import { api, DEFAULT_SECURITY_SETTINGS, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/** A console with the database-maintenance switch on (its own file: another configuration). */
let maintenance: TestApp;
beforeAll(async () => {
  maintenance = await startTestApp({ FEATURE_DATABASE_MAINTENANCE: 'true' });
});
afterAll(() => maintenance.close());

describe('during scheduled database maintenance', () => {
  it('tells the console, and refuses security changes with the reason', async () => {
    const accountId = await createAccount(maintenance.context.db);
    const member = await createMember(maintenance.context.db, accountId, 'OWNER');
    const owner = new ApiClient(maintenance.url);
    const me = await owner.signIn(member.username, TEST_PASSWORD);
    expect(me.features).toEqual({ databaseMaintenance: true });
    const response = await owner.call(api.security.update, { params: { accountId }, body: DEFAULT_SECURITY_SETTINGS });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      errors: [{ name: 'MAINTENANCE', message: MESSAGES.settings.notDuringMaintenance }],
    });
  });
});
