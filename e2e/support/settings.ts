import { DEMO_ACCOUNT_NAME } from '@datadeck/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { accountIdOf, openSignedIn } from './landing.ts';
import { accountIdNamed, type SessionName } from './sessions.ts';

/** The tabs of the settings page, by their labels. */
export type SettingsTabLabel =
  | 'Details'
  | 'Notification Preferences'
  | 'API Keys'
  | 'Security'
  | 'Billing'
  | 'Linked Users'
  | 'User Invitations'
  | 'Service Users'
  | 'Account Webhooks'
  | 'Audit Log';

/** A tab's segment in the URL. */
const TAB_PATHS: Readonly<Record<SettingsTabLabel, string>> = {
  Details: 'details',
  'Notification Preferences': 'notification-preferences',
  'API Keys': 'api-keys',
  Security: 'security',
  Billing: 'billing',
  'Linked Users': 'linked-users',
  'User Invitations': 'user-invitations',
  'Service Users': 'service-users',
  'Account Webhooks': 'account-webhooks',
  'Audit Log': 'audit-log',
};

export function settingsTab(page: Page, name: SettingsTabLabel): Locator {
  return page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name, exact: true });
}

/** Waits for a settings tab: selected, at its address, with its heading. */
async function expectSettingsTab(page: Page, accountId: string, name: SettingsTabLabel): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/settings/${TAB_PATHS[name]}$`));
  await expect(settingsTab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

/**
 * Opens a settings tab by its address (the Demo Account's unless another account is named),
 * signed in with a saved session. Returns the account's id.
 */
export async function openSettingsTabAs(
  page: Page,
  session: SessionName,
  name: SettingsTabLabel,
  accountId = accountIdNamed(DEMO_ACCOUNT_NAME),
): Promise<string> {
  await openSignedIn(page, session, `/accounts/${accountId}/settings/${TAB_PATHS[name]}`);
  await expectSettingsTab(page, accountId, name);
  return accountId;
}

/**
 * From any page of an account: Settings in the sidebar, then a tab. Waits for the tab's heading
 * and returns the account's id.
 */
export async function openSettingsTab(page: Page, name: SettingsTabLabel): Promise<string> {
  const accountId = accountIdOf(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  if (name !== 'Details') await settingsTab(page, name).click();
  await expectSettingsTab(page, accountId, name);
  return accountId;
}
