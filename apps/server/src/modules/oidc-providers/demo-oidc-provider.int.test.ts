import { api, DEMO_ACCOUNT_NAME, DEMO_OIDC_PROVIDER, DEMO_PASSWORD, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => app.close());

describe('the demo OIDC provider', () => {
  it('is on the Demo Account, used by its OpenSearch cluster, so it cannot be deleted', async () => {
    const client = new ApiClient(app.url);
    const me = await client.signIn('demo-owner', DEMO_PASSWORD);
    const accountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
    const [listed, ...others] = await client.ok(api.oidcProviders.list, { params: { accountId } });
    expect(others).toEqual([]);
    const { usedBy, ...fields } = DEMO_OIDC_PROVIDER;
    expect(listed).toMatchObject({ ...fields, clusters: [{ name: usedBy }] });
    const cluster = await client.ok(api.clusters.get, {
      params: { accountId, clusterId: listed?.clusters[0]?.id ?? '' },
    });
    expect(cluster.name).toBe(usedBy);
    const refused = await client.call(api.oidcProviders.delete, { params: { accountId, oidcId: listed?.id ?? '' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: [{ name: 'clusters', message: MESSAGES.oidcProviders.inUse(usedBy) }] });
  });
});
