import { APPLICATION_LABELS, DEMO_CLUSTERS, MESSAGES, metricsFor, metricCaption } from '@datadeck/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { openSignedIn, seededClusterPath } from '../support/landing.ts';
import { expectChartWithLines, metricFigure, openDataTable } from '../support/monitoring.ts';

const CPU = 'CPU utilisation (percentage)';

/** orders-cassandra: seeded RUNNING days ago, so every range has data. */
const ORDERS = DEMO_CLUSTERS.find((cluster) => cluster.name === 'orders-cassandra');
if (ORDERS === undefined) throw new Error('no orders-cassandra in the demo data');
const ORDERS_NODES = ORDERS.dataCentres.reduce((sum, dc) => sum + dc.numberOfNodes, 0);

test.describe('cluster monitoring', () => {
  // By its address: navigation.spec.ts walks from the cluster's card.
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'demo-readonly', seededClusterPath('orders-cassandra', 'monitoring?range=1h'));
    await expect(page.getByRole('heading', { level: 1, name: 'orders-cassandra monitoring' })).toBeVisible();
  });

  test("the application's charts show a line per node, with their data in a table; no serious WCAG 2.1 AA violations", async ({
    page,
  }, testInfo) => {
    // Two axe scans of a page with charts and a 540-cell data table: the slow budget.
    test.slow();
    const main = page.getByRole('main');
    await expect(main.getByRole('note').filter({ hasText: MESSAGES.clusters.prometheusNotice })).toBeVisible();
    await expect(main.getByRole('radio', { name: '1 h' })).toBeChecked();
    await expect(main.getByRole('radio', { name: 'Whole cluster' })).toBeChecked();

    // Every Cassandra metric has its figure.
    const captions = metricsFor('APACHE_CASSANDRA').map(metricCaption);
    for (const caption of captions) await expect(metricFigure(page, caption)).toBeVisible();
    await expect(main.getByRole('figure')).toHaveCount(captions.length);

    const cpu = metricFigure(page, CPU);
    await expectChartWithLines(cpu, ORDERS_NODES);
    // One legend for all the charts: a line per node.
    await expect(main.getByRole('list', { name: 'Chart legend' }).getByRole('listitem')).toHaveCount(ORDERS_NODES + 1);

    const table = await openDataTable(cpu, CPU);
    await expect(table.getByRole('columnheader')).toHaveCount(ORDERS_NODES + 1);
    // An hour at a 20-second resolution: 180 points, give or take the edges.
    expect(await table.getByRole('row').count()).toBeGreaterThan(170);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d+(\.\d+)? ?%$/);
    // Scanned with a data table open: the charts and a table.
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'monitoring with a data table');
    await cpu.getByRole('button', { name: 'Hide table' }).click();
    await expect(table).toHaveCount(0);
  });

  test('the range and the node live in the URL and survive a reload', async ({ page }) => {
    // Three chart renders of a day of data and a full reload of the monitoring page: 23 s alone
    // on the 2-core CI machine and over 30 s beside another journey, so it gets the slow budget.
    test.slow();
    const main = page.getByRole('main');
    // A radio group: arrow keys move between the ranges.
    await main.getByRole('radio', { name: '1 h' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('radio', { name: '24 h' })).toBeChecked();
    await expect(page).toHaveURL((url) => url.searchParams.get('range') === '24h');
    await expectChartWithLines(metricFigure(page, CPU), ORDERS_NODES);

    // The segments' radios are visually hidden behind their labels, which take the click.
    await main.getByText('One node', { exact: true }).click();
    const node = main.getByRole('combobox', { name: 'Node' });
    await expect(node).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.has('node'));
    await expectChartWithLines(metricFigure(page, CPU), 1);

    await page.reload();
    await expect(main.getByRole('radio', { name: '24 h' })).toBeChecked();
    await expect(main.getByRole('radio', { name: 'One node' })).toBeChecked();
    await expect(node).toHaveValue(/^10\.\d+\.\d+\.\d+ \(.+\)$/);
    await expectChartWithLines(metricFigure(page, CPU), 1);

    await main.getByRole('link', { name: 'Back to the cluster' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'orders-cassandra' })).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: APPLICATION_LABELS.APACHE_CASSANDRA })).toBeVisible();
  });
});
