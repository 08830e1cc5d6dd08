import {
  api,
  DEFAULT_SECURITY_SETTINGS,
  MESSAGES,
  ROLE_LABELS,
  type Account,
  type Me,
  type Role,
} from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const settingsPage = `/accounts/${ACCOUNT_ID}/settings`;

/** The signed-in user with a role on the test account, optionally during database maintenance. */
function serve(role: Role, { maintenance = false, impersonatedBy = null as string | null } = {}) {
  const user: Me = signedInAs(role, { impersonatedBy, features: { databaseMaintenance: maintenance } }).me;
  const theAccount: Account = signedInAs(role).account;
  stubApi([
    [api.auth.me, () => ok(user)],
    [api.accounts.get, () => ok(theAccount)],
    [
      api.security.get,
      () =>
        ok({
          ...DEFAULT_SECURITY_SETTINGS,
          hasActiveExternalIDP: false,
          hasActivePCICluster: false,
          hasTwoOwners: true,
        }),
    ],
    [api.apiKeys.list, () => ok({ apiKeys: [], allowedApiKeyTypes: [] })],
  ]);
}

async function tabNames(): Promise<string[]> {
  const list = await screen.findByRole('tablist', { name: 'Settings sections' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

describe('the settings page', () => {
  it('opens on the Details tab, with the account id to copy and the access level', async () => {
    serve('OWNER');
    const { router } = renderApp(settingsPage);

    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible());
    expect(router.state.location.pathname).toBe(`${settingsPage}/details`);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
    const details = screen.getByRole('tabpanel', { name: 'Details' });
    expect(within(details).getByText(account.id)).toBeVisible();
    expect(within(details).getByText(account.name)).toBeVisible();
    expect(within(details).getByRole('button', { name: 'Copy account ID' })).toBeVisible();
    expect(screen.getByText(MESSAGES.settings.accessLevel(ROLE_LABELS.OWNER))).toBeVisible();
    expect(screen.getByText(MESSAGES.settings.switchAccounts)).toBeVisible();
    expect(screen.queryByText(MESSAGES.settings.maintenance)).toBeNull();
  });

  // READ_ONLY and BILLING lack VIEW_SECURITY and EDIT_SETTINGS, BILLING also VIEW_API_KEYS,
  // READ_ONLY VIEW_BILLING, only OWNER holds VIEW_AUDIT_LOG, MANAGE_USERS, VIEW_IDENTITY_PROVIDERS
  // and EDIT_ACCOUNT (the contracts' role table).
  it.each([
    [
      'OWNER',
      [
        'Details',
        'Notification Preferences',
        'API Keys',
        'Security',
        'Billing',
        'Linked Users',
        'User Invitations',
        'SSO',
        'Service Users',
        'Account Webhooks',
        'Audit Log',
      ],
    ],
    [
      'CLUSTER_ADMIN',
      ['Details', 'Notification Preferences', 'API Keys', 'Security', 'Billing', 'Linked Users', 'Service Users'],
    ],
    ['BILLING', ['Details', 'Billing', 'Linked Users']],
    ['READ_ONLY', ['Details', 'API Keys', 'Linked Users', 'Service Users']],
  ] as const)('shows %s only the tabs its permissions allow', async (role, tabs) => {
    serve(role);
    renderApp(settingsPage);
    expect(await tabNames()).toEqual(tabs);
    expect(screen.getByText(MESSAGES.settings.accessLevel(ROLE_LABELS[role]))).toBeVisible();
  });

  it('opens a tab as a link, by click and with the arrow keys', async () => {
    serve('OWNER');
    const { router } = renderApp(settingsPage);

    const security = await screen.findByRole('tab', { name: 'Security' });
    expect(security.getAttribute('href')).toBe(`${settingsPage}/security`);
    await userEvent.click(security);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible());
    expect(router.state.location.pathname).toBe(`${settingsPage}/security`);
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');

    screen.getByRole('tab', { name: 'Security' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'API Keys' })).toBeVisible());
    expect(router.state.location.pathname).toBe(`${settingsPage}/api-keys`);
  });

  it('refuses the Security tab to a role without VIEW_SECURITY, even by URL', async () => {
    serve('READ_ONLY');
    renderApp(`${settingsPage}/security`);
    expect(await screen.findByText(MESSAGES.errors.forbidden)).toBeVisible();
  });

  it('hides User Invitations while impersonating, and refuses it by URL', async () => {
    serve('OWNER', { impersonatedBy: 'demo-staff' });
    const { unmount } = renderApp(settingsPage);
    expect(await tabNames()).toEqual([
      'Details',
      'Notification Preferences',
      'API Keys',
      'Security',
      'Billing',
      'Linked Users',
      'SSO',
      'Service Users',
      'Account Webhooks',
      'Audit Log',
    ]);
    unmount();

    renderApp(`${settingsPage}/user-invitations`);
    expect(await screen.findByText(MESSAGES.errors.forbidden)).toBeVisible();
  });

  it('warns while scheduled database maintenance is under way', async () => {
    serve('OWNER', { maintenance: true });
    renderApp(settingsPage);
    expect(await screen.findByText(MESSAGES.settings.maintenance)).toBeVisible();
  });

  it('is reached from the sidebar', async () => {
    serve('READ_ONLY');
    renderApp(`/accounts/${ACCOUNT_ID}/pricing`);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible());
  });
});
