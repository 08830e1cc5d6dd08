import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  APPLICATION_LABELS,
  CLOUD_PROVIDER_LABELS,
  LOCAL_DRIVER_VERSIONS,
  MESSAGES,
  metricCaption,
  metricsFor,
  SLA_TIER_LABELS,
} from '@datadeck/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { Kafka, logLevel } from 'kafkajs';
import { submitSignIn } from '../support/auth.ts';
import { clusterIdsOf, headerStatus, uniqueClusterName } from '../support/clusters.ts';
import { expectStep, openWizard, selectOption, wizardForm } from '../support/create-cluster.ts';
import { freePort } from '../support/free-port.ts';
import {
  fetchKafkaDistribution,
  javaIsMissing,
  type LocalConsole,
  startLocalConsole,
} from '../support/local-console.ts';
import { metricFigure, openDataTable } from '../support/monitoring.ts';

/*
 * Real Apache Kafka in the console (issue 34): a console of this file's own with CLUSTER_DRIVER=local
 * (support/local-console.ts), where the wizard makes a Kafka cluster whose broker is a real JVM on
 * this host. The journey watches it provision to RUNNING, reads its connection information
 * (bootstrap servers, default user, revealed password, downloaded CA), has kafkajs produce with
 * exactly that, sees the monitoring charts show the brokers' real rates, and deletes it.
 *
 * Three brokers, each a combined KRaft broker and controller: the fewest the wizard takes (it
 * refuses fewer, "KRaft needs at least 3 brokers"), on the smallest development size. Node loss
 * and the console's crash are the engine suite's (apps/server/src/drivers/local/local-kafka.engine.test.ts).
 */
test.describe.configure({ mode: 'serial' });
test.skip(
  javaIsMissing(),
  'no `java` on this machine: the local driver runs Kafka as real JVMs (install openjdk-17-jdk-headless)',
);

/** This spec's engine ports: the bench's local-driver block takes 23500-23999. */
const ENGINE_PORTS = { first: 23_000, last: 23_499 };
const KAFKA = APPLICATION_LABELS.KAFKA;
const NODE_SIZE = 'KFK-DEV-t4g.small-5';
const TOPIC = 'e2e-traffic';
const MESSAGES_SENT = 2_000;
const BROKERS = 3;

let deck: LocalConsole;
let page: Page;
let name = '';
let clusterId = '';

test.beforeAll(async ({ browser }) => {
  // The distribution is verified (~2 s) or, the first time, built with Maven (~1 min); then a cold
  // console with the demo seed (~15 s).
  test.setTimeout(300_000);
  await fetchKafkaDistribution();
  deck = await startLocalConsole(await freePort(), ENGINE_PORTS);
  page = await browser.newPage();
});

test.afterAll(async () => {
  // Also when a step failed: the console stops, and every Kafka process it started with it.
  test.setTimeout(60_000);
  await page?.close();
  await deck?.stop();
});

const PROVISIONING_STATUSES = ['GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING'];
const STATUS_TEXT = new RegExp(`^(${[...PROVISIONING_STATUSES, 'RUNNING', 'FAILED'].join('|')})$`);

/**
 * The cluster page now: its status and, while provisioning, the progress bar's value. Read without
 * waiting: the bar leaves the page when the cluster runs (as in create-cluster.spec.ts).
 */
async function observe(): Promise<{ status: string; progress: number | null }> {
  const main = page.getByRole('main');
  const [status = ''] = await main.getByText(STATUS_TEXT).allInnerTexts();
  const bar = main.getByRole('progressbar', { name: `${name} provisioning progress` });
  const [value = null] = await bar.evaluateAll((bars) => bars.map((element) => element.getAttribute('aria-valuenow')));
  return { status, progress: value === null ? null : Number(value) };
}

/** The value beside a label in the cluster page's connection information (a description list). */
function connectionValue(label: string): Locator {
  return page
    .getByRole('main')
    .getByRole('region', { name: 'Connection information' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('the wizard offers Kafka, and the cluster it makes provisions real brokers to RUNNING, its progress shown on the open page', async () => {
  // Three cold JVMs on two cores shared with the rest of the suite: 20-40 s alone, more when busy.
  test.setTimeout(240_000);
  name = uniqueClusterName('local');
  await page.goto(`${deck.url}/sign-in`);
  await submitSignIn(page, 'demo-admin');
  await openWizard(page);
  const form = wizardForm(page);

  // The local driver runs Kafka only: the wizard proposes it, the others are not offered here.
  const kafka = form.getByRole('radio', { name: new RegExp(`^${KAFKA}`) });
  await expect(kafka).toHaveAttribute('aria-checked', 'true');
  const cassandra = form.getByRole('radio', { name: new RegExp(`^${APPLICATION_LABELS.APACHE_CASSANDRA}`) });
  await expect(cassandra).toBeDisabled();
  await expect(cassandra).toHaveAccessibleName(/Not available on this console/);
  await form.getByRole('textbox', { name: 'Cluster name' }).fill(name);
  await form.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 2, 'SLA tier and version', true);
  await form.getByRole('radio', { name: new RegExp(`^${SLA_TIER_LABELS.NON_PRODUCTION}`) }).click();
  // Only the versions the driver runs, the newest proposed.
  const version = form.getByRole('combobox', { name: `${KAFKA} version` });
  await expect(version).toHaveValue(/^4\.2\.1/);
  await version.click();
  // The open select's own list (the page has other option lists, the account switcher's).
  const list = page.locator(`[id="${await version.getAttribute('aria-controls')}"]`);
  await expect(list.getByRole('option').first()).toBeVisible();
  const offered = await list.getByRole('option').allInnerTexts();
  expect(offered.map((option) => option.split(' ')[0]).toSorted()).toEqual([...LOCAL_DRIVER_VERSIONS.KAFKA].toSorted());
  await page.keyboard.press('Escape');

  await form.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 3, 'Provider, region and nodes', true);
  await selectOption(page, 'Cloud provider', CLOUD_PROVIDER_LABELS.AWS_VPC);
  await selectOption(page, 'Broker node size', NODE_SIZE);
  // The wizard's proposal, and the fewest brokers it takes (KRaft's quorum of three controllers).
  await expect(form.getByRole('textbox', { name: 'Number of brokers' })).toHaveValue(String(BROKERS));
  await expect(form.getByRole('textbox', { name: 'Default replication factor of new topics' })).toHaveValue(
    String(BROKERS),
  );

  await form.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 4, 'Network and options', true);
  await form.getByRole('checkbox', { name: 'Client to cluster encryption', exact: true }).check();
  await form.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 5, 'Tags', true);
  await form.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 6, 'Review and create', true);
  await form.getByRole('button', { name: 'Create cluster' }).click();

  await expect(page.getByText(MESSAGES.clusters.created(name), { exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  clusterId = clusterIdsOf(page).clusterId;

  // The open page follows the engine: provisioning with its bar (brokers registered / brokers),
  // then RUNNING once the admin API sees the broker and the quorum has a leader.
  const seen: { status: string; progress: number | null }[] = [];
  await expect
    .poll(
      async () => {
        const now = await observe();
        seen.push(now);
        return now.status;
      },
      { timeout: 200_000, intervals: [250] },
    )
    .toBe('RUNNING');
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
  // A real process of this cluster, in its folder under the console's DATA_DIR.
  expect(deck.kafkaProcesses(clusterId)).toHaveLength(BROKERS);
});

test('kafkajs produces to the cluster with exactly what its connection information shows: bootstrap servers, user, revealed password and the downloaded CA', async () => {
  test.setTimeout(120_000);
  const bootstrap = (await connectionValue('Bootstrap servers').innerText()).trim();
  const servers = bootstrap.split(',');
  expect(servers).toHaveLength(BROKERS);
  for (const server of servers) {
    // ENGINE_HOST (127.0.0.1 by default) and a port of the console's ENGINE_PORTS.
    expect(server).toMatch(/^127\.0\.0\.1:\d+$/);
    const port = Number(server.split(':')[1]);
    expect(port).toBeGreaterThanOrEqual(ENGINE_PORTS.first);
    expect(port).toBeLessThanOrEqual(ENGINE_PORTS.last);
  }
  const username = (await connectionValue('Default user').innerText()).trim();
  expect(username).not.toBe('None');

  // The password is read only on demand.
  const passwordValue = connectionValue('Password');
  await passwordValue.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordValue.getByRole('button', { name: 'Hide password' })).toBeVisible();
  const password = (await passwordValue.locator('code').innerText()).trim();
  expect(password.length).toBeGreaterThan(0);

  // With client encryption the page links the cluster's CA certificate, downloaded as a PEM.
  const downloading = page.waitForEvent('download');
  await connectionValue('CA certificate').getByRole('link', { name: 'Download the CA certificate (PEM)' }).click();
  const download = await downloading;
  const downloaded = await download.path();
  const ca = await readFile(downloaded, 'utf8');
  expect(ca).toContain('-----BEGIN CERTIFICATE-----');

  const client = new Kafka({
    clientId: 'e2e-local-kafka',
    brokers: servers,
    ssl: { ca: [ca] },
    sasl: { mechanism: 'scram-sha-512', username, password },
    logLevel: logLevel.NOTHING,
  });
  const admin = client.admin();
  await admin.connect();
  try {
    await admin.createTopics({
      topics: [{ topic: TOPIC, numPartitions: BROKERS, replicationFactor: BROKERS }],
      waitForLeaders: true,
    });
  } finally {
    await admin.disconnect();
  }
  const producer = client.producer();
  await producer.connect();
  try {
    for (let start = 0; start < MESSAGES_SENT; start += 500) {
      const batch = Array.from({ length: 500 }, (_, i) => ({ value: `message-${start + i}` }));
      const [written] = await producer.send({ topic: TOPIC, acks: -1, messages: batch });
      expect(written?.errorCode).toBe(0);
    }
  } finally {
    await producer.disconnect();
  }
});

/** The figure of a Kafka metric, by the caption the page gives it. */
function kafkaFigure(metricName: string): { figure: Locator; caption: string } {
  const metric = metricsFor('KAFKA').find((each) => each.name === metricName);
  if (metric === undefined) throw new Error(`${metricName} is not charted for Kafka`);
  const caption = metricCaption(metric);
  return { figure: metricFigure(page, caption), caption };
}

/** The largest value of a chart's data table (its cells after the time: "12.5/s", "1.2 KiB/s", "–"). */
async function largestValue(figure: Locator, caption: string): Promise<number> {
  const table = await openDataTable(figure, caption);
  const cells = await table.getByRole('cell').allInnerTexts();
  const values = cells.map((text) => Number.parseFloat(text.replaceAll(',', ''))).filter(Number.isFinite);
  return Math.max(0, ...values);
}

test("the monitoring page charts the brokers' real traffic: non-zero messages and bytes in", async () => {
  // The broker is sampled every 20 s: the first point after the traffic is at most a step away,
  // and the page shows it on the next load.
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Monitoring' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} monitoring` })).toBeVisible();
  const messagesIn = kafkaFigure('k::brokerTopicMessagesIn');
  const bytesIn = kafkaFigure('k::brokerTopicBytesIn');
  await expect(async () => {
    await page.reload();
    await expect(messagesIn.figure).toBeVisible();
    expect(await largestValue(messagesIn.figure, messagesIn.caption), 'messages in').toBeGreaterThan(0);
    expect(await largestValue(bytesIn.figure, bytesIn.caption), 'bytes in').toBeGreaterThan(0);
  }).toPass({ timeout: 90_000, intervals: [2_000] });
});

test('deleting the cluster, confirmed in the modal, stops its brokers and removes its folder', async () => {
  // SIGTERM, and SIGKILL after a 15-second grace period, then the folder.
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Back to the cluster' }).click();
  await expect(main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Delete Cluster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete cluster' });
  await dialog.getByRole('textbox', { name: 'Cluster name' }).fill(name);
  await dialog.getByRole('button', { name: 'Delete cluster' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(MESSAGES.clusters.deleteRequested(name), { exact: true })).toBeVisible();

  await expect(main.getByRole('heading', { level: 1, name: 'Cluster not found' })).toBeVisible({ timeout: 90_000 });
  expect(deck.kafkaProcesses(clusterId)).toEqual([]);
  expect(existsSync(path.join(deck.clustersDir, clusterId))).toBe(false);
});
