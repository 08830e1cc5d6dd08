import { expect, test, type Page } from '@playwright/test';
import { clusterCard, openDemoAccount } from '../support/landing.ts';

/**
 * The console's pages run under a Content-Security-Policy (script-src 'self', frames from the
 * payment provider only, framed by no one). The built app must need nothing it refuses: a refusal
 * shows as a `securitypolicyviolation` event in the page and an error in the browser's console.
 */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

test.describe('the Content-Security-Policy of the console', () => {
  test('is sent with the page and refuses nothing the console uses', async ({ page }) => {
    const violations = watchViolations(page);
    await page.exposeFunction('reportViolation', (text: string) => void violations.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      document.addEventListener('securitypolicyviolation', (event) => {
        report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });

    const response = await page.goto('/sign-in');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");

    // The landing page, a cluster's monitoring charts, the create-cluster wizard, settings and the
    // cluster resources, as a user walks to them (the other journeys open their pages by address).
    await openDemoAccount(page, 'demo-owner');
    await clusterCard(page, 'orders-cassandra').getByRole('link', { name: 'orders-cassandra' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'orders-cassandra monitoring' })).toBeVisible();
    await expect(page.getByRole('figure').first()).toBeVisible();
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Create Cluster' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Cluster Resources' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Encryption Keys' })).toBeVisible();

    expect(violations).toEqual([]);
  });
});
