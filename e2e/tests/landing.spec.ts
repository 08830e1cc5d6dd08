import { DEMO_ACCOUNT_NAME, MESSAGES } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { DEMO_CLUSTER_NAMES, DEMO_MESSAGES, DEMO_TRIAL_TEXT } from '../support/demo.ts';
import { clusterCard, clusterList, clusterNames, openDemoAccount } from '../support/landing.ts';

test.describe('account landing page', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoAccount(page, 'demo-owner');
  });

  test('lists the 12 clusters sorted by name', async ({ page }) => {
    await expect(clusterList(page).getByRole('listitem')).toHaveCount(DEMO_CLUSTER_NAMES.length);
    expect(await clusterNames(page)).toEqual([...DEMO_CLUSTER_NAMES]);
  });

  test('shows the messages of the day above the page heading', async ({ page }) => {
    const messages = page.getByRole('region', { name: 'Messages of the day' });
    for (const message of DEMO_MESSAGES) {
      await expect(messages.getByRole('note').filter({ hasText: message })).toBeVisible();
    }
    const messagesBox = await messages.boundingBox();
    const headingBox = await page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME }).boundingBox();
    expect(messagesBox?.y).toBeLessThan(headingBox?.y ?? 0);
  });

  test('shows the actions and the free trial', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create Cluster' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View Pricing' })).toBeVisible();
    const docs = main.getByRole('link', { name: /^Read Documentation/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAccessibleName(/opens in a new tab/);
    await expect(main.getByRole('note').filter({ hasText: DEMO_TRIAL_TEXT })).toBeVisible();
  });

  test('marks the cluster whose deletion was requested', async ({ page }) => {
    await expect(clusterCard(page, 'legacy-kafka')).toContainText(MESSAGES.landing.deleteRequested);
    await expect(clusterCard(page, 'events-kafka')).not.toContainText(MESSAGES.landing.deleteRequested);
  });

  test('the provisioning badge explains its progress in a tooltip, on hover and on focus', async ({ page }) => {
    const card = clusterCard(page, 'analytics-cassandra');
    const badge = card.getByText('PROVISIONING', { exact: true });
    const tooltip = page.getByRole('tooltip');

    await badge.hover();
    await expect(tooltip).toHaveText('PROVISIONING - 42% - Creating nodes (3 of 6)');

    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);

    // The tooltip opens on keyboard focus (focus-visible): tab from the card's link to the badge.
    await card.getByRole('link', { name: 'analytics-cassandra' }).focus();
    await page.keyboard.press('Tab');
    // The badge has no role; what has the focus is the element showing the status.
    await expect(page.locator(':focus')).toHaveText('PROVISIONING');
    await expect(tooltip).toContainText('42%');
    await expect(tooltip).toContainText('Creating nodes (3 of 6)');
    await expect(card.getByRole('progressbar', { name: 'analytics-cassandra provisioning progress' })).toBeVisible();
  });
});
