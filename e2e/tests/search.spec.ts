import { MESSAGES } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CLUSTER_NAMES } from '../support/demo.ts';
import { clusterList, clusterNames, openDemoAccount, searchBox, seededClusterCards } from '../support/landing.ts';

function banner(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Showing / });
}

async function searchFor(page: Page, term: string, submit: 'Enter' | 'button' = 'Enter'): Promise<void> {
  await searchBox(page).fill(term);
  if (submit === 'Enter') await searchBox(page).press('Enter');
  else await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('cluster search', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoAccount(page, 'demo-admin');
  });

  test('a tag value finds the one cluster carrying it', async ({ page }) => {
    await searchFor(page, 'checkout');

    await expect(banner(page)).toHaveText('Showing 1 result for "checkout"');
    await expect(page).toHaveURL(/[?&]search=checkout(&|$)/);
    await expect(clusterList(page).getByRole('listitem')).toHaveCount(1);
    expect(await clusterNames(page)).toEqual(['orders-cassandra']);
  });

  test('a shared tag value finds both clusters; the URL keeps the search; Clear search restores the list', async ({
    page,
  }) => {
    await searchFor(page, 'data-platform', 'button');

    await expect(banner(page)).toHaveText('Showing 2 results for "data-platform"');
    await expect(page).toHaveURL(/[?&]search=data-platform(&|$)/);
    await expect(clusterList(page).getByRole('listitem')).toHaveCount(2);
    expect(await clusterNames(page)).toEqual(['events-kafka', 'legacy-kafka']);

    // The search lives in the URL: a reload shows the same results.
    await page.reload();
    await expect(banner(page)).toHaveText('Showing 2 results for "data-platform"');
    await expect(searchBox(page)).toHaveValue('data-platform');

    await page.getByRole('button', { name: 'Clear search' }).click();

    await expect(banner(page)).toHaveCount(0);
    await expect(seededClusterCards(page)).toHaveCount(DEMO_CLUSTER_NAMES.length);
    await expect(searchBox(page)).toHaveValue('');
    expect(new URL(page.url()).searchParams.has('search')).toBe(false);
  });

  test('a search without matches says so', async ({ page }) => {
    await searchFor(page, 'no-such-cluster-anywhere');

    await expect(page.getByText(MESSAGES.landing.noResults, { exact: true })).toBeVisible();
    await expect(banner(page)).toHaveText('Showing 0 results for "no-such-cluster-anywhere"');
    await expect(clusterList(page)).toHaveCount(0);
  });
});
