import { DEMO_ACCOUNT_NAME, MESSAGES, ROLE_LABELS } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { signIn, submitSignIn } from '../support/auth.ts';
import { DEMO_CLUSTER_NAMES, demoUser, type DemoUsername } from '../support/demo.ts';
import { seededClusterCards } from '../support/landing.ts';

const ACCOUNT_USERS: readonly DemoUsername[] = ['demo-owner', 'demo-admin', 'demo-billing', 'demo-readonly'];

test.describe('sign-in', () => {
  for (const username of ACCOUNT_USERS) {
    const { role } = demoUser(username);
    if (role === null) throw new Error(`${username} has no role on the demo account`);

    test(`${username} (${ROLE_LABELS[role]}) lands on the Demo Account and its clusters`, async ({ page }) => {
      await signIn(page, username);

      await expect(page).toHaveURL(/\/accounts\/[^/?]+$/);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Account' }).locator('option:checked')).toHaveText(
        `${DEMO_ACCOUNT_NAME} (${ROLE_LABELS[role]})`,
      );
      await expect(seededClusterCards(page)).toHaveCount(DEMO_CLUSTER_NAMES.length);
    });
  }

  test('a wrong password is refused with the invalid-credentials message', async ({ page }) => {
    await page.goto('/sign-in');
    await submitSignIn(page, 'demo-billing', 'not-the-password');

    await expect(page.getByRole('alert')).toHaveText(MESSAGES.auth.invalidCredentials);
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Datadeck' })).toBeVisible();
  });

  // Issue 31, N5: browsers drop a TAB from a URL, so `/<TAB>/evil.example/` was `//evil.example/`.
  for (const redirect of ['/\t/evil.example/', '//evil.example/', '/\\evil.example/']) {
    test(`a sign-in link whose redirect is off the console (${JSON.stringify(redirect)}) lands on the console`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`/sign-in?redirect=${encodeURIComponent(redirect)}`);
      await submitSignIn(page, 'demo-readonly');

      await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(baseURL);
      await expect(page).toHaveURL(/\/accounts\/[^/?]+$/);
    });
  }

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
