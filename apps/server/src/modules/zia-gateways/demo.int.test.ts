import { api, DEMO_ACCOUNT_NAME, DEMO_PASSWORD } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ZIA_GATEWAY } from '../demo/zia-gateways.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => app.close());

describe('the demo ZIA gateway', () => {
  it('shows the Demo Account with the feature on and one RUNNING gateway that a cluster uses', async () => {
    const client = new ApiClient(app.url);
    const me = await client.signIn('demo-readonly', DEMO_PASSWORD);
    const accountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
    const account = await client.ok(api.accounts.get, { params: { accountId } });
    expect(account.features.zeroInboundAccessConsoleView).toBe(true);
    const { gateways } = await client.ok(api.ziaGateways.list, { params: { accountId } });
    expect(
      gateways.map(({ name, region, status, pci, clusters }) => ({ name, region, status, pci, clusters })),
    ).toEqual([
      {
        name: DEMO_ZIA_GATEWAY.name,
        region: DEMO_ZIA_GATEWAY.region,
        status: 'RUNNING',
        pci: false,
        clusters: [DEMO_ZIA_GATEWAY.usedBy],
      },
    ]);
  });
});
