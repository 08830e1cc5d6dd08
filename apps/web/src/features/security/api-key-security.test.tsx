import { maskedApiKey } from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID } from '../../test/fixtures.ts';
import { openSecurity, securityView, serveSecurity } from './security-test-kit.ts';

const provisioning = {
  apiKeyType: 'PROVISIONING' as const,
  key: maskedApiKey('wxyz'),
  cidrAllowList: ['203.0.113.0/24'],
};

const section = () => screen.findByRole('region', { name: 'API key security' });

describe('API key security on the security tab (SPEC §2)', () => {
  it("lists the user's keys with where they may be used from, each linking to its allow-list", async () => {
    serveSecurity(securityView(), { apiKeys: [provisioning] });
    await openSecurity();
    const keys = await section();
    const row = within(keys).getByRole('row', { name: /Provisioning/ });
    expect(within(row).getByText('203.0.113.0/24')).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'Manage the allow-list of the Provisioning API key' }).getAttribute('href'),
    ).toBe(`/accounts/${ACCOUNT_ID}/settings/security/PROVISIONING/manage-api-key`);
  });

  it('says when there are no keys', async () => {
    serveSecurity(securityView());
    await openSecurity();
    expect(within(await section()).getByText('You have no API keys on this account.')).toBeVisible();
  });

  it('offers no link while impersonating (API keys cannot be altered then)', async () => {
    serveSecurity(securityView(), { apiKeys: [provisioning], user: { impersonatedBy: 'staff-sam' } });
    await openSecurity();
    expect(within(await section()).queryByRole('link')).toBeNull();
  });
});
