import {
  APPLICATION_LABELS,
  BUNDLE_LABELS,
  CLOUD_PROVIDER_LABELS,
  MESSAGES,
  SLA_TIER_LABELS,
  latestVersion,
} from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { headerStatus, uniqueClusterName } from '../support/clusters.ts';
import {
  estimateTable,
  fillWizard,
  openWizard,
  reviewValue,
  usd,
  wizardForm,
  type WizardChoices,
} from '../support/create-cluster.ts';
import { openDemoAccount } from '../support/landing.ts';
import { expectChartWithLines, metricFigure, openDataTable } from '../support/monitoring.ts';

/** One cluster of each application, non-production on development sizes (the cheapest), on each provider. */
type Journey = Omit<WizardChoices, 'name'> & {
  /** Part of the cluster's name. */
  purpose: string;
  /** The estimate's line for the data centre's nodes. */
  estimateLine: string;
  nodes: number;
  /** The cluster page's data centre row after its node count: racks (OpenSearch), replication, encryption and the application's settings. */
  settings: readonly string[];
};

const JOURNEYS: readonly Journey[] = [
  {
    purpose: 'cas',
    application: 'APACHE_CASSANDRA',
    cloudProvider: 'AWS_VPC',
    region: 'EU_WEST_1',
    nodeSizes: { 'Node size': 'CAS-DEV-t4g.small-5' },
    options: ['Continuous backup'],
    tags: [{ key: 'purpose', value: 'e2e' }],
    estimateLine: 'Cassandra nodes',
    nodes: 3,
    // Replication factor, client encryption, continuous backup, private IP broadcast.
    settings: ['3', 'Disabled', 'Enabled', 'Disabled'],
  },
  {
    purpose: 'kfk',
    application: 'KAFKA',
    addons: [BUNDLE_LABELS.KARAPACE_SCHEMA_REGISTRY],
    cloudProvider: 'GCP',
    region: 'us-central1',
    nodeSizes: { 'Broker node size': 'KFK-DEV-n2-standard-2-80' },
    // The cluster's encryption (a root field of Kafka's body) reaches its data centre.
    options: ['Client to cluster encryption', 'Client-broker authentication with mTLS'],
    estimateLine: 'Kafka brokers',
    nodes: 3,
    // The cluster's default replication factor, client encryption.
    settings: ['3', 'Enabled'],
  },
  {
    purpose: 'srh',
    application: 'OPENSEARCH',
    cloudProvider: 'AZURE_AZ',
    region: 'EAST_US',
    nodeSizes: { 'Data node size': 'SRH-DEV-D2s_v5-30-an', 'Cluster manager node size': 'SRH-DM-DEV-DS1_v2-5-an' },
    options: ['Load balancer'],
    estimateLine: 'Data nodes (also cluster managers)',
    nodes: 3,
    // Racks, no replication factor, and client encryption: OpenSearch always encrypts.
    settings: ['3', 'Not applicable', 'Enabled'],
  },
];

const PROVISIONING_STATUSES = ['GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING'];
const STATUS_TEXT = new RegExp(`^(${[...PROVISIONING_STATUSES, 'RUNNING', 'FAILED'].join('|')})$`);

/**
 * What the cluster page shows now: its status and, while provisioning, the progress bar's value.
 * Read without waiting: the bar leaves the page when the cluster is RUNNING, and a read that
 * waited for it (count, then getAttribute) would hang until the poll's time-out at that moment.
 */
async function observe(page: Page, name: string): Promise<{ status: string; progress: number | null }> {
  const main = page.getByRole('main');
  const [status = ''] = await main.getByText(STATUS_TEXT).allInnerTexts();
  const bar = main.getByRole('progressbar', { name: `${name} provisioning progress` });
  const [value = null] = await bar.evaluateAll((bars) => bars.map((element) => element.getAttribute('aria-valuenow')));
  return { status, progress: value === null ? null : Number(value) };
}

test.describe('creating a cluster', () => {
  for (const journey of JOURNEYS) {
    const label = APPLICATION_LABELS[journey.application];

    test(`${label}: the wizard's review prices it, and the new cluster provisions to RUNNING and reports metrics`, async ({
      page,
    }) => {
      // Six seconds of simulated provisioning, and up to 20 s before its first metric point.
      test.setTimeout(90_000);
      const name = uniqueClusterName(journey.purpose);
      await openDemoAccount(page, 'demo-owner');
      await openWizard(page);
      await fillWizard(page, { ...journey, name });

      // The review: what will be created, and what it costs a month.
      await expect(reviewValue(page, 'Cluster name')).toHaveText(name);
      await expect(reviewValue(page, 'Application')).toHaveText(`${label} ${latestVersion(journey.application)}`);
      await expect(reviewValue(page, 'SLA tier')).toHaveText(SLA_TIER_LABELS.NON_PRODUCTION);
      await expect(reviewValue(page, 'Cloud provider')).toHaveText(CLOUD_PROVIDER_LABELS[journey.cloudProvider]);
      await expect(reviewValue(page, 'Region')).toHaveText(journey.region);
      for (const addon of journey.addons ?? []) await expect(reviewValue(page, 'Add-ons')).toContainText(addon);
      for (const option of journey.options ?? []) await expect(reviewValue(page, option)).toHaveText('Yes');
      for (const tag of journey.tags ?? [])
        await expect(reviewValue(page, 'Tags')).toContainText(`${tag.key}=${tag.value}`);

      const estimate = estimateTable(page);
      const [size] = Object.values(journey.nodeSizes);
      const line = estimate
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: journey.estimateLine, exact: true }) });
      await expect(line.getByRole('cell')).toHaveText([
        size ?? '',
        String(journey.nodes),
        /^\$[\d,]+\.\d\d$/,
        /^\$[\d,]+\.\d\d$/,
      ]);
      const total = estimate
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Total per month' }) })
        .getByRole('cell');
      await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/);
      const perNode = usd(await line.getByRole('cell').nth(2).innerText());
      expect(perNode).toBeGreaterThan(0);
      // The demo account is not Australian: no GST, the total is the nodes' prices.
      expect(usd(await total.innerText())).toBeCloseTo(perNode * journey.nodes, 2);

      await wizardForm(page).getByRole('button', { name: 'Create cluster' }).click();

      // The new cluster's page, told by a toast.
      await expect(page.getByText(MESSAGES.clusters.created(name), { exact: true })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/accounts\/[^/]+\/clusters\/[0-9a-f-]{36}$/);

      // Provisioning moves on the open page, without a reload: a marker left in the page survives.
      await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
      const seen: { status: string; progress: number | null }[] = [];
      await expect
        .poll(
          async () => {
            const now = await observe(page, name);
            seen.push(now);
            return now.status;
          },
          { timeout: 30_000, intervals: [250] },
        )
        .toBe('RUNNING');
      expect(await page.evaluate(() => 'e2eNoReload' in window), 'the page was not reloaded').toBe(true);
      const statuses = seen.map((s) => s.status);
      expect(
        statuses.some((status) => PROVISIONING_STATUSES.includes(status)),
        `statuses seen: ${statuses.join(' → ')}`,
      ).toBe(true);
      const progress = seen.flatMap((s) => (s.progress === null ? [] : [s.progress]));
      expect(progress.length, `statuses seen: ${statuses.join(' → ')}`).toBeGreaterThan(0);
      expect(
        progress.toSorted((a, b) => a - b),
        'the progress bar only moves forward',
      ).toEqual(progress);
      await expect(main.getByRole('progressbar', { name: `${name} provisioning progress` })).toHaveCount(0);
      await expect(headerStatus(page, 'RUNNING')).toBeVisible();

      // The page shows what the wizard asked for.
      const dataCentre = main.getByRole('table', { name: 'Data centres' }).getByRole('row').nth(1);
      await expect(dataCentre.getByRole('cell')).toHaveText([
        CLOUD_PROVIDER_LABELS[journey.cloudProvider],
        journey.region,
        '10.0.0.0/16',
        size ?? '',
        String(journey.nodes),
        ...journey.settings,
      ]);

      // Monitoring: the first point comes at the next 20-second mark after the cluster started
      // running; until then the page says there is none. It refreshes every 20 s by itself; a
      // reload shows the first point sooner.
      await main.getByRole('link', { name: 'Monitoring' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${name} monitoring` })).toBeVisible();
      const cpu = metricFigure(page, 'CPU utilisation (percentage)');
      const noData = main.getByRole('note').filter({ hasText: 'No metrics were recorded in this time range.' });
      await expect(async () => {
        await page.reload();
        await expect(cpu.or(noData)).toBeVisible();
        expect(await cpu.isVisible(), 'the CPU chart is drawn').toBe(true);
      }).toPass({ timeout: 45_000, intervals: [1_000] });
      // A line per node; a first point has no line to draw yet, but the chart's table has it.
      await expectChartWithLines(cpu, journey.nodes, { paths: false });
      const table = await openDataTable(cpu, 'CPU utilisation (percentage)');
      await expect(table.getByRole('columnheader')).toHaveCount(journey.nodes + 1);
      const firstPoint = table.getByRole('row').nth(1).getByRole('cell');
      await expect(firstPoint).toHaveCount(journey.nodes);
      await expect(firstPoint.first()).toHaveText(/^\d+(\.\d+)? ?%$/);
    });
  }
});
