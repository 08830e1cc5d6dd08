import {
  DEMO_ACCOUNT_NAME,
  DEMO_USERS,
  MESSAGES,
  PCI_DEPENDENTS,
  ROLE_LABELS,
  SECURITY_LOCKS,
} from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { accountIdOf, openDemoAccount } from '../support/landing.ts';
import {
  SECURITY_LABELS as LABELS,
  settingBox,
  storedSecuritySettings,
  storeSecuritySettings,
} from '../support/security.ts';
import { openSettingsTabAs } from '../support/settings.ts';

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name });

/** From the landing page, Settings in the sidebar; waits for the Details tab. */
async function openSettings(page: Page): Promise<string> {
  await openDemoAccount(page, 'demo-owner');
  const accountId = accountIdOf(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/settings/details$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  return accountId;
}

async function openSecurityTab(page: Page, accountId: string): Promise<void> {
  await tab(page, 'Security').click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/settings/security$`));
  await expect(settingBox(page, LABELS.pci)).toBeVisible();
}

test.describe('account settings', () => {
  test('the owner finds the account id to copy, then the security rules of a two-owner account; no serious WCAG 2.1 AA violations', async ({
    page,
    context,
  }, testInfo) => {
    // Two axe scans after the walk from the landing page: the slow budget.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const accountId = await openSettings(page);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(main.getByText(MESSAGES.settings.accessLevel(ROLE_LABELS.OWNER))).toBeVisible();
    await expect(main.getByText(MESSAGES.settings.switchAccounts)).toBeVisible();
    await expect(tab(page, 'Details')).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText(accountId, { exact: true })).toBeVisible();
    await main.getByRole('button', { name: 'Copy account ID' }).click();
    await expect(main.getByRole('button', { name: 'Account ID copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountId);

    await openSecurityTab(page, accountId);
    await expect(tab(page, 'Security')).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText(MESSAGES.security.adminWarning)).toBeVisible();

    // The Demo Account has two owners, so PCI and inactivity revocation may be turned on (SPEC §4).
    expect(DEMO_USERS.filter((user) => user.account === DEMO_ACCOUNT_NAME && user.role === 'OWNER')).toHaveLength(2);
    await expect(settingBox(page, LABELS.pci)).toBeEnabled();
    await expect(settingBox(page, LABELS.inactivityRevocation)).toBeEnabled();
    // Force-PCI waits for PCI; the other settings can be changed one by one.
    await expect(settingBox(page, LABELS.forcePciForNewClusters)).toBeDisabled();
    await expect(settingBox(page, LABELS.forcePciForNewClusters)).toHaveAccessibleDescription(
      new RegExp(SECURITY_LOCKS.forceNeedsPci),
    );
    for (const name of PCI_DEPENDENTS) {
      await expect(settingBox(page, LABELS[name])).toBeEnabled();
    }
    await expect(main.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'settings/security');
  });

  test('the owner saves a setting; it stays after a reload', async ({ page }) => {
    const accountId = await openSettingsTabAs(page, 'demo-owner', 'Security');
    // The Demo Account is shared with the other journeys: whatever happens, its settings go back.
    // The session timeout is the setting none of them can notice (their sessions last seconds).
    const original = await storedSecuritySettings(page, accountId);
    const setting = settingBox(page, LABELS.shortTimeoutOnSessionInactivity);
    const main = page.getByRole('main');
    const flip = async (expected: boolean) => {
      await setting.click();
      await (expected ? expect(setting).toBeChecked() : expect(setting).not.toBeChecked());
      await main.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(MESSAGES.security.updated)).toBeVisible();
      await expect(main.getByRole('button', { name: 'Save' })).toBeDisabled();
    };
    try {
      await expect(settingBox(page, LABELS.pci)).toBeVisible();
      const before = original.shortTimeoutOnSessionInactivity;
      await (before ? expect(setting).toBeChecked() : expect(setting).not.toBeChecked());

      await flip(!before);
      await page.reload();
      await expect(settingBox(page, LABELS.pci)).toBeVisible();
      await (before ? expect(setting).not.toBeChecked() : expect(setting).toBeChecked());

      // Reset forgets a change that was not saved.
      await settingBox(page, LABELS.cantReusePasswordsEnabled).click();
      await main.getByRole('button', { name: 'Reset' }).click();
      await expect(settingBox(page, LABELS.cantReusePasswordsEnabled)).toBeChecked({
        checked: original.cantReusePasswordsEnabled,
      });

      await flip(before);
      expect(await storedSecuritySettings(page, accountId)).toEqual(original);
    } finally {
      await storeSecuritySettings(page, accountId, original);
    }
  });

  test('Read Only sees the details but no Security tab', async ({ page }) => {
    const accountId = await openSettingsTabAs(page, 'demo-readonly', 'Details');
    await expect(page.getByRole('main').getByText(MESSAGES.settings.accessLevel(ROLE_LABELS.READ_ONLY))).toBeVisible();
    // Read Only holds read-only API keys of its own, so it has that tab too; it sees who shares
    // the account and, read-only, the service users (SPEC §6).
    await expect(page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab')).toHaveText([
      'Details',
      'API Keys',
      'Linked Users',
      'Service Users',
    ]);

    // Nor by its address.
    await page.goto(`/accounts/${accountId}/settings/security`);
    await expect(page.getByText(MESSAGES.errors.forbidden)).toBeVisible();
    await expect(settingBox(page, LABELS.pci)).toHaveCount(0);
  });

  test('a Cluster Administrator sees the security settings read-only', async ({ page }) => {
    await openSettingsTabAs(page, 'demo-admin', 'Security');
    await expect(settingBox(page, LABELS.pci)).toBeVisible();
    const main = page.getByRole('main');

    await expect(main.getByText(MESSAGES.security.readOnly)).toBeVisible();
    for (const label of Object.values(LABELS)) await expect(settingBox(page, label)).toBeDisabled();
    await expect(main.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});
