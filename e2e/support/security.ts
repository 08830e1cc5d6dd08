import {
  api,
  buildPath,
  CSRF_HEADER,
  meSchema,
  securitySettingsSchema,
  type SecuritySettings,
} from '@datadeck/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The labels of the security tab's settings and of the PCI box (the web app's own texts; the e2e
 * tests restate them).
 */
export const SECURITY_LABELS = {
  pci: 'PCI compliance',
  inactivityRevocation: 'Revoke inactive users',
  enforceMFA: 'Enforce multi-factor authentication',
  failedLoginEnabled: 'Lock out after failed sign-ins',
  passwordExpirationEnabled: 'Expire passwords',
  cantReusePasswordsEnabled: 'Prevent password reuse',
  shortTimeoutOnSessionInactivity: 'Short session timeout',
  forcePciForNewClusters: 'Force PCI compliance for new clusters',
} as const satisfies Record<'pci' | keyof SecuritySettings, string>;

/** The security settings stored for the account, as the signed-in user of `page` reads them. */
export async function storedSecuritySettings(page: Page, accountId: string): Promise<SecuritySettings> {
  const response = await page.request.get(buildPath(api.security.get.path, { accountId }));
  expect(response.status(), await response.text()).toBe(api.security.get.status);
  // The schema keeps the seven settings and drops the facts.
  return securitySettingsSchema.parse(await response.json());
}

/**
 * Stores settings through the API, as the signed-in user of `page`: puts back what a journey
 * changed on the shared Demo Account, even when the journey failed half-way.
 */
export async function storeSecuritySettings(page: Page, accountId: string, settings: SecuritySettings): Promise<void> {
  const me = meSchema.parse(await (await page.request.get(api.auth.me.path)).json());
  const response = await page.request.put(buildPath(api.security.update.path, { accountId }), {
    data: settings,
    headers: { [CSRF_HEADER]: me.csrfToken },
  });
  expect(response.status(), await response.text()).toBe(api.security.update.status);
}

/** A setting's checkbox on the security tab, by its label. */
export function settingBox(page: Page, label: string): Locator {
  return page.getByRole('main').getByRole('checkbox', { name: label, exact: true });
}
