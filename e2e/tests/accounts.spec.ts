import { DEMO_ACCOUNT_NAME, DEMO_EMPTY_ACCOUNT_NAME, LIMITS, MESSAGES, ROLE_LABELS } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { accountIdOf, clusterList, openDemoAccount } from '../support/landing.ts';

test.describe('account switcher', () => {
  test('an account without clusters shows the welcome cards and the trial to start; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    await openDemoAccount(page, 'demo-owner');
    const demoAccountId = accountIdOf(page);

    const switcher = page.getByRole('combobox', { name: 'Account' });
    await switcher.selectOption({ label: `${DEMO_EMPTY_ACCOUNT_NAME} (${ROLE_LABELS.OWNER})` });

    await expect(page.getByRole('heading', { level: 1, name: DEMO_EMPTY_ACCOUNT_NAME })).toBeVisible();
    expect(accountIdOf(page)).not.toBe(demoAccountId);
    const welcome = page.getByRole('region', { name: MESSAGES.landing.welcomeTitle });
    await expect(welcome.getByRole('heading', { level: 2, name: MESSAGES.landing.welcomeTitle })).toBeVisible();
    await expect(welcome.getByText(MESSAGES.landing.welcomeSubtitle, { exact: true })).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Create a cluster' })).toBeVisible();
    await expect(
      page.getByRole('note').filter({ hasText: MESSAGES.freeTrial.notStarted(LIMITS.freeTrialDays) }),
    ).toBeVisible();
    await expect(clusterList(page)).toHaveCount(0);
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'landing, welcome state');

    // The console remembers the account last used: "/" now opens the sandbox.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: DEMO_EMPTY_ACCOUNT_NAME })).toBeVisible();
    await switcher.selectOption({ label: `${DEMO_ACCOUNT_NAME} (${ROLE_LABELS.OWNER})` });
    await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
    expect(accountIdOf(page)).toBe(demoAccountId);
  });
});
