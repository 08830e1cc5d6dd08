import { DEMO_ACCOUNT_NAME, MESSAGES, ROLE_LABELS } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { signIn, submitSignIn } from '../support/auth.ts';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { DEMO_CLUSTER_NAMES } from '../support/demo.ts';
import { seededClusterCards } from '../support/landing.ts';

/*
 * The sign-in form's own journeys: every other journey starts from a session the set-up signed
 * in through the API (setup/sessions.setup.ts), each role once, as this form does.
 */
test.describe('sign-in', () => {
  test('demo-owner (Owner) lands on the Demo Account and its clusters', async ({ page }) => {
    await signIn(page, 'demo-owner');

    await expect(page).toHaveURL(/\/accounts\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Account' }).locator('option:checked')).toHaveText(
      `${DEMO_ACCOUNT_NAME} (${ROLE_LABELS.OWNER})`,
    );
    await expect(seededClusterCards(page)).toHaveCount(DEMO_CLUSTER_NAMES.length);
  });

  test('a wrong password is refused with the invalid-credentials message; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    await page.goto('/sign-in');
    await submitSignIn(page, 'demo-billing', 'not-the-password');

    await expect(page.getByRole('alert')).toHaveText(MESSAGES.auth.invalidCredentials);
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Datadeck' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'sign-in with its alert');
  });

  // Issue 31, N5: browsers drop a TAB from a URL, so `/<TAB>/evil.example/` was `//evil.example/`.
  // The browser's own reading of it is what this journey adds to redirect-target.test.ts, which
  // checks the rule against every such address.
  test('a sign-in link whose redirect is off the console ("/\\t/evil.example/") lands on the console', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/sign-in?redirect=${encodeURIComponent('/\t/evil.example/')}`);
    await submitSignIn(page, 'demo-readonly');

    await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expect(page).toHaveURL(/\/accounts\/[^/?]+$/);
  });

  test('staff are sent to set up multi-factor authentication first, as the strictest settings require', async ({
    page,
  }) => {
    await signIn(page, 'demo-staff');

    await expect(page).toHaveURL(/\/missing-mfa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Multi-factor authentication' })).toBeVisible();
    await expect(page.getByText(MESSAGES.mfa.setupRequired)).toBeVisible();
    // Every console page waits for it.
    await page.goto('/');
    await expect(page).toHaveURL(/\/missing-mfa$/);
  });
});
