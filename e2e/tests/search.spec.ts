import { expect, test, type Page } from '@playwright/test';
import { DEMO_CLUSTER_NAMES } from '../support/demo.ts';
import { clusterList, clusterNames, openDemoAccount, searchBox, seededClusterCards } from '../support/landing.ts';

function banner(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Showing / });
}

/** Searches with the Search button (Enter in the box does the same: navigation.spec.ts, clusters.spec.ts). */
async function searchFor(page: Page, term: string): Promise<void> {
  await searchBox(page).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('cluster search', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoAccount(page, 'demo-admin');
  });

  test('a shared tag value finds both clusters; the URL keeps the search; Clear search restores the list', async ({
    page,
  }) => {
    await searchFor(page, 'data-platform');

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
});
