import { DEMO_ACCOUNT_NAME, MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { openDemoAccount } from '../support/landing.ts';

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
