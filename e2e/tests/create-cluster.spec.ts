import {
  APPLICATION_LABELS,
  CLOUD_PROVIDER_LABELS,
  MESSAGES,
  SLA_TIER_LABELS,
  latestVersion,
} from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { headerStatus, uniqueClusterName } from '../support/clusters.ts';
import {
  estimateTable,
  expectStep,
  fillWizard,
  openWizard,
  reviewValue,
  usd,
  wizardForm,
  type WizardChoices,
} from '../support/create-cluster.ts';
import { openDemoAccount } from '../support/landing.ts';
import { expectChartWithLines, metricFigure, openDataTable } from '../support/monitoring.ts';

/**
 * The wizard's journey, on Cassandra (non-production, a development size, AWS): the other
 * applications' own steps, bodies and estimates are the web tests' (create-cluster-submit,
 * create-cluster-options, estimate), their creation and provisioning the server's
 * (create.int.test.ts, lifecycle.int.test.ts): docs/e2e-moved-journeys.md.
 */
const JOURNEY: Omit<WizardChoices, 'name'> & {
  purpose: string;
  estimateLine: string;
  nodes: number;
  settings: readonly string[];
} = {
  purpose: 'cas',
  application: 'APACHE_CASSANDRA',
  cloudProvider: 'AWS_VPC',
  region: 'EU_WEST_1',
  nodeSizes: { 'Node size': 'CAS-DEV-t4g.small-5' },
  options: ['Continuous backup'],
  tags: [{ key: 'purpose', value: 'e2e' }],
  /** The estimate's line for the data centre's nodes. */
  estimateLine: 'Cassandra nodes',
  nodes: 3,
  /** The cluster page's data centre row after its node count: replication factor, client encryption, continuous backup, private IP broadcast. */
  settings: ['3', 'Disabled', 'Enabled', 'Disabled'],
};

/** The Demo Account's seeded tags (modules/demo/tags.ts): the Tags step starts with them. */
const DEMO_TAG = { key: 'team', value: 'payments' };
const GCP_REFUSED_TAG_KEY = 'Cost Centre';

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
  const journey = JOURNEY;
  const label = APPLICATION_LABELS[journey.application];

  test(`${label}: a cluster administrator's wizard starts with the account's tags and prices the review; the new cluster provisions to RUNNING and reports metrics; no serious WCAG 2.1 AA violations`, async ({
    page,
  }, testInfo) => {
    // Six seconds of simulated provisioning, up to 20 s before its first metric point, and four
    // axe scans.
    test.setTimeout(120_000);
    const name = uniqueClusterName(journey.purpose);
    // A Cluster Administrator may create clusters: Create Cluster on the landing page opens the wizard.
    await openDemoAccount(page, 'demo-admin');
    await openWizard(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'wizard, first step');
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
    await expectNoSeriousA11yViolationsInBothThemes(page, testInfo, 'wizard, review');

    // The Tags step started with the account's custom tags, editable: back to it, one changed.
    const form = wizardForm(page);
    await expect(reviewValue(page, 'Tags')).toContainText(`${DEMO_TAG.key}=${DEMO_TAG.value}`);
    await form.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 5, 'Tags');
    const first = form.getByRole('group', { name: 'Tag 1' });
    await expect(first.getByRole('textbox', { name: 'Key' })).toHaveValue(DEMO_TAG.key);
    await expect(first.getByRole('textbox', { name: 'Value' })).toHaveValue(DEMO_TAG.value);
    const keys = await form
      .getByRole('textbox', { name: 'Key' })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(keys).toContain(GCP_REFUSED_TAG_KEY);
    await first.getByRole('textbox', { name: 'Value' }).fill('platform');
    await form.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, 6, 'Review and create', true);
    await expect(reviewValue(page, 'Tags')).toContainText(`${DEMO_TAG.key}=platform`);

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
});
