import { DEMO_ACCOUNT_NAME, MESSAGES } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { demoAccountPath, openDemoAccount, openSignedIn } from '../support/landing.ts';

test.describe('what each role may do on the landing page', () => {
  test('READ_ONLY sees Create Cluster disabled, with the reason in a tooltip', async ({ page }) => {
    await openDemoAccount(page, 'demo-readonly');
    const main = page.getByRole('main');

    const create = main.getByRole('button', { name: 'Create Cluster' });
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await expect(main.getByRole('link', { name: 'Create Cluster' })).toHaveCount(0);

    const reason = MESSAGES.clusters.createNotPermitted;
    await create.hover();
    await expect(page.getByRole('tooltip')).toHaveText(reason);

    // It stays reachable by keyboard, and activating it goes nowhere.
    await page.mouse.move(0, 0);
    await main.getByRole('link', { name: 'View Pricing' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(create).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(reason);
    const before = page.url();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
    expect(page.url()).toBe(before);
  });
});

/**
 * The pages a role may open, walked for actions that look disabled without saying why (issue:
 * greyed-out Change Role and Unlink with no reason). Every greyed-out action names its reason as
 * its accessible description (RefusableButton's tooltip text, or a note beside it).
 */
const WALKED_PAGES = [
  '',
  'settings/details',
  'settings/notification-preferences',
  'settings/api-keys',
  'settings/security',
  'settings/billing',
  'settings/linked-users',
  'settings/user-invitations',
  'settings/identity-providers',
  'settings/service-users',
  'settings/account-webhooks',
  'cluster-resources/encryption-keys',
  'cluster-resources/tags',
  'cluster-resources/oidc-providers/summary',
  'cluster-resources/terraform',
  'cluster-resources/zia-gateway',
] as const;

/**
 * The accessible names of the main region's buttons that look disabled and say nothing of why.
 * Only buttons the user sees: one kept in its place but hidden (Billing's Save details until the
 * card form is ready) is no greyed-out action.
 */
const unexplainedDisabled = (page: Page) =>
  page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('button')]
      .filter((button) => button.checkVisibility({ visibilityProperty: true }))
      .filter((button) => button.matches(':disabled') || button.getAttribute('aria-disabled') === 'true')
      .filter(
        (button) =>
          !(button.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .some((id) => (document.getElementById(id)?.textContent ?? '').trim() !== ''),
      )
      .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '(unnamed)'),
  );

test.describe('every greyed-out action says why', () => {
  for (const user of ['demo-readonly', 'demo-billing', 'demo-admin'] as const) {
    test(`on the pages ${user} may open`, async ({ page }) => {
      test.slow();
      await openSignedIn(page, user, demoAccountPath());
      const found: string[] = [];
      for (const below of WALKED_PAGES) {
        await page.goto(demoAccountPath(below));
        await page.waitForLoadState('networkidle');
        for (const name of await unexplainedDisabled(page)) found.push(`${below || 'landing'}: ${name}`);
      }
      expect(found).toEqual([]);
    });
  }
});
