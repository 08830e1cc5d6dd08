import { DEMO_EMPTY_ACCOUNT_NAME, MESSAGES, ROLE_LABELS } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { openDemoAccount } from '../support/landing.ts';

const COLOR_SCHEMES = ['light', 'dark'] as const;

/** The console follows the system colour scheme until the user picks one. */
async function expectColorScheme(page: Page, scheme: (typeof COLOR_SCHEMES)[number]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`accessibility (${colorScheme} theme)`, () => {
    test.use({ colorScheme });

    test('the sign-in page has no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectColorScheme(page, colorScheme);
      await expectNoSeriousA11yViolations(page, testInfo, `sign-in (${colorScheme})`);
    });

    test('the landing page, with clusters and empty, has no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
      await openDemoAccount(page, 'demo-owner');
      await expect(page.getByRole('region', { name: 'Messages of the day' })).toBeVisible();
      await expectColorScheme(page, colorScheme);
      await expectNoSeriousA11yViolations(page, testInfo, `landing with clusters (${colorScheme})`);

      await page
        .getByRole('combobox', { name: 'Account' })
        .selectOption({ label: `${DEMO_EMPTY_ACCOUNT_NAME} (${ROLE_LABELS.OWNER})` });
      await expect(page.getByRole('heading', { level: 2, name: MESSAGES.landing.welcomeTitle })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: /free trial/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `landing, welcome state (${colorScheme})`);
    });
  });
}
