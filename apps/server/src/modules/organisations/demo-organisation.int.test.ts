import {
  api,
  DEMO_ACCOUNT_NAME,
  DEMO_ORGANISATION_NAME,
  DEMO_PASSWORD,
  DEMO_SYNCED_ACCOUNT_NAME,
} from '@datadeck/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => app.close());

it('shows demo-owner the demo organisation: its pages, its contacts, its synced account', async () => {
  const client = new ApiClient(app.url);
  const me = await client.signIn('demo-owner', DEMO_PASSWORD);
  const subsidiary = me.accounts.find((account) => account.name === DEMO_SYNCED_ACCOUNT_NAME);
  if (!subsidiary) throw new Error('demo-owner is not linked to the subsidiary');

  const details = await client.ok(api.accountDetails.get, { params: { accountId: subsidiary.id } });
  expect(details.organisation).toMatchObject({ name: DEMO_ORGANISATION_NAME, callerIsOwner: true });
  expect(details.organisation?.emergencyContacts).not.toBe('');

  const { organisations } = await client.ok(api.organisations.list);
  expect(organisations.map((o) => o.name)).toEqual([DEMO_ORGANISATION_NAME]);
  const group = await client.ok(api.organisations.get, { params: { organisationId: details.organisation?.id ?? '' } });
  expect(group).toMatchObject({ isBillingSynced: true, hasBillingDetails: true });
  expect(group.accounts).toEqual([{ id: subsidiary.id, name: DEMO_SYNCED_ACCOUNT_NAME, billingSynced: true }]);
});

it('gives the Demo Account support contacts, and no organisation yet to create one from', async () => {
  const client = new ApiClient(app.url);
  const me = await client.signIn('demo-owner', DEMO_PASSWORD);
  const demo = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME);
  if (!demo) throw new Error('demo-owner is not linked to the Demo Account');
  const details = await client.ok(api.accountDetails.get, { params: { accountId: demo.id } });
  expect(details.supportContacts).toMatch(/@/);
  expect(details.organisation).toBeNull();
});
