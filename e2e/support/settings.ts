import { expect, type Locator, type Page } from '@playwright/test';
import { accountIdOf } from './landing.ts';

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

/**
 * From any page of an account: Settings in the sidebar, then a tab. Waits for the tab's heading
 * and returns the account's id.
 */
export async function openSettingsTab(page: Page, name: SettingsTabLabel): Promise<string> {
  const accountId = accountIdOf(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  if (name !== 'Details') await settingsTab(page, name).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/settings/${TAB_PATHS[name]}$`));
  await expect(settingsTab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  return accountId;
}
