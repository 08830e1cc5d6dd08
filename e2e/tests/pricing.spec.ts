import { APPLICATION_LABELS, CLOUD_PROVIDER_LABELS, SLA_TIER_LABELS } from '@datadeck/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { demoAccountPath, openSignedIn } from '../support/landing.ts';

const CAPTION = 'Monthly price of one node, in US dollars, before tax';

function priceTable(page: Page): Locator {
  return page.getByRole('main').getByRole('table', { name: CAPTION });
}

/** The body rows of the table (the header row has no row header cell). */
function sizeRows(page: Page): Locator {
  return priceTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

/** The node size names, in table order. */
function sizeNames(page: Page): Promise<string[]> {
  return priceTable(page).getByRole('rowheader').allInnerTexts();
}

/** The monthly prices, in table order: the last column, "$1,234.50" in the browser's en-US. */
async function prices(page: Page): Promise<number[]> {
  const rows = await sizeRows(page).allInnerTexts();
  return rows.map((row) => {
    const price = /\$([\d,]+\.\d{2})\s*$/.exec(row)?.[1];
    if (price === undefined) throw new Error(`no price in row: ${row}`);
    return Number(price.replaceAll(',', ''));
  });
}

async function choose(page: Page, filter: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: filter })).toHaveValue(option);
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? 0) <= value);
const descending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? 0) >= value);

test.describe('pricing page', () => {
  test('the filters change the sizes listed, stay in the URL through a reload, and the price sorts both ways; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    // Two axe scans beside the filters' round trips and a reload: the slow budget.
    test.slow();
    // Prices concern every role: Billing opens them, here by the address the landing page's
    // View Pricing links to (landing.spec.ts).
    await openSignedIn(page, 'demo-billing', demoAccountPath('pricing'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();

    // Cassandra on AWS by default, every region: a 'Priced in' column.
    await expect(page.getByRole('combobox', { name: 'Application' })).toHaveValue(APPLICATION_LABELS.APACHE_CASSANDRA);
    await expect(page.getByRole('combobox', { name: 'Cloud provider' })).toHaveValue(CLOUD_PROVIDER_LABELS.AWS_VPC);
    await expect(sizeRows(page).first()).toBeVisible();
    const cassandra = await sizeNames(page);
    expect(cassandra.some((name) => name.startsWith('CAS-'))).toBe(true);
    expect(cassandra.some((name) => name.startsWith('KFK-'))).toBe(false);
    await expect(priceTable(page).getByRole('columnheader', { name: 'Priced in' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'pricing');

    await choose(page, 'Application', APPLICATION_LABELS.KAFKA);
    await choose(page, 'Cloud provider', CLOUD_PROVIDER_LABELS.GCP);
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('application') === 'KAFKA' && url.searchParams.get('cloudProvider') === 'GCP',
    );
    // Kafka sizes (KFK-…, beside some older names), no Cassandra ones, in Google Cloud's regions.
    await expect.poll(async () => (await sizeNames(page)).some((name) => name.startsWith('CAS-'))).toBe(false);
    expect((await sizeNames(page)).some((name) => name.startsWith('KFK-'))).toBe(true);
    const regionCells = priceTable(page).getByRole('cell', { name: 'us-central1', exact: true });
    await expect(regionCells.first()).toBeVisible();
    await expect(priceTable(page).getByRole('cell', { name: 'US_EAST_1', exact: true })).toHaveCount(0);
    const everyRegion = await sizeRows(page).count();
    expect((await sizeNames(page)).some((name) => name.startsWith('n1-'))).toBe(true);

    // All regions list each size once. A newer region offers fewer sizes (none of the older n1
    // generation): fewer rows, still Kafka's, and no 'Priced in' column.
    await choose(page, 'Region', 'europe-west8');
    await expect(page).toHaveURL((url) => url.searchParams.get('region') === 'europe-west8');
    await expect(priceTable(page).getByRole('columnheader', { name: 'Priced in' })).toHaveCount(0);
    await expect.poll(() => sizeRows(page).count()).toBeLessThan(everyRegion);
    const inRegion = await sizeNames(page);
    expect(inRegion.length).toBeGreaterThan(1);
    expect(inRegion.some((name) => name.startsWith('KFK-'))).toBe(true);
    expect(inRegion.some((name) => name.startsWith('CAS-') || name.startsWith('n1-'))).toBe(false);

    // Production: no development sizes left.
    await expect(priceTable(page).getByText('Development', { exact: true }).first()).toBeVisible();
    await choose(page, 'SLA tier', SLA_TIER_LABELS.PRODUCTION);
    await expect(page).toHaveURL((url) => url.searchParams.get('slaTier') === 'PRODUCTION');
    await expect(priceTable(page).getByText('Development', { exact: true })).toHaveCount(0);
    const production = await sizeNames(page);

    // Sorting by price: ascending, then descending, the same sizes either way.
    const priceHeader = priceTable(page).getByRole('columnheader', { name: /Monthly price/ });
    await expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    await priceHeader.getByRole('button').click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    const up = await prices(page);
    expect(ascending(up), `prices ascending: ${up.join(', ')}`).toBe(true);
    expect(up[0]).toBeLessThan(up.at(-1) ?? 0);
    await priceHeader.getByRole('button').click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    const down = await prices(page);
    expect(descending(down), `prices descending: ${down.join(', ')}`).toBe(true);
    expect((await sizeNames(page)).toSorted()).toEqual(production.toSorted());

    // The filters live in the URL: a reload shows the same sizes (the sort is the page's own).
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Application' })).toHaveValue(APPLICATION_LABELS.KAFKA);
    await expect(page.getByRole('combobox', { name: 'Cloud provider' })).toHaveValue(CLOUD_PROVIDER_LABELS.GCP);
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('europe-west8');
    await expect(page.getByRole('combobox', { name: 'SLA tier' })).toHaveValue(SLA_TIER_LABELS.PRODUCTION);
    await expect(sizeRows(page).first()).toBeVisible();
    expect((await sizeNames(page)).toSorted()).toEqual(production.toSorted());
  });
});
