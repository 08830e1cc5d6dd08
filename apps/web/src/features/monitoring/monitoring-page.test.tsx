import {
  api,
  LIMITS,
  MESSAGES,
  metricsFor,
  MONITORING_RANGES,
  type ClusterDetails,
  type MonitoringResponse,
  metricCaption,
} from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backgroundReads,
  failure,
  ok,
  requestedUrls,
  stubApi,
  type FakeRoute,
  type Reply,
} from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, CLUSTER_ID, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { Viewport } from '../../test/viewport.ts';
import { monitoringQuery } from './api.ts';

import { BROKER_IDS, clusterDetails, kafkaClusterDetails, metricsResponse, NODE_IDS } from './monitoring.fixture.ts';

const CASSANDRA_METRICS = metricsFor('APACHE_CASSANDRA');
const KAFKA_METRICS = metricsFor('KAFKA');
const page = `/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}/monitoring`;

function serve({
  theCluster = clusterDetails(),
  clusterMetrics = () => ok(metricsResponse('APACHE_CASSANDRA', NODE_IDS)),
  nodeMetrics = (nodeId: string) => ok(metricsResponse('APACHE_CASSANDRA', [nodeId])),
}: {
  theCluster?: ClusterDetails;
  clusterMetrics?: () => Reply;
  nodeMetrics?: (nodeId: string) => Reply;
} = {}) {
  const routes: FakeRoute[] = [
    [api.auth.me, () => ok(me)],
    [api.accounts.get, () => ok(account)],
    [api.clusters.get, () => ok(theCluster)],
    [api.monitoring.cluster, () => clusterMetrics()],
    [api.monitoring.node, ({ params }) => nodeMetrics(params.nodeId ?? '')],
  ];
  return stubApi(routes);
}

const monitoringUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedUrls(fetchMock).filter((url) => url.pathname.includes('/monitoring/'));

const rangeEnd = (url: URL | undefined) => Date.parse(url?.searchParams.get('to') ?? '');
const windowOf = (url: URL) =>
  Date.parse(url.searchParams.get('to') ?? '') - Date.parse(url.searchParams.get('from') ?? '');

describe('cluster monitoring page', () => {
  // happy-dom lays nothing out, and recharts draws only into a measured container. Charts
  // measure 0 tall by default (recharts then skips drawing, quietly, which keeps these tests
  // fast); the test about the drawing gives them a height.
  const measure = HTMLElement.prototype.getBoundingClientRect;
  const measureCharts = (height: number) => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? new DOMRect(0, 0, 600, height)
        : measure.call(this);
    });
  };
  beforeEach(() => measureCharts(0));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("asks for all the application's metrics in one call, over the range of the URL", async () => {
    const fetchMock = serve();
    renderApp(`${page}?range=6h`);
    expect(await screen.findByRole('heading', { level: 1, name: 'orders-cassandra monitoring' })).toBeVisible();
    await screen.findByRole('figure', { name: 'CPU utilisation (percentage)' });

    const calls = monitoringUrls(fetchMock);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.pathname).toBe(`/v1/accounts/${ACCOUNT_ID}/monitoring/clusters/${CLUSTER_ID}`);
    expect(call?.searchParams.get('metrics')).toBe(CASSANDRA_METRICS.map((m) => m.name).join(','));
    expect(call && windowOf(call)).toBe(MONITORING_RANGES['6h']);
    expect(screen.getByRole('radio', { name: '6 h' })).toHaveProperty('checked', true);
  });

  it('draws a chart per metric, named by its label and unit, with the Prometheus notice and a way back', async () => {
    measureCharts(220);
    serve();
    renderApp(page);
    await screen.findByRole('figure', { name: 'CPU utilisation (percentage)' });
    expect(screen.getAllByRole('figure')).toHaveLength(CASSANDRA_METRICS.length);
    for (const metric of CASSANDRA_METRICS)
      expect(screen.getByRole('figure', { name: metricCaption(metric) })).toBeVisible();
    expect(screen.getByText(MESSAGES.clusters.prometheusNotice)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the cluster' }).getAttribute('href')).toBe(
      `/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`,
    );
    // The drawing is one image, summarised with the lines' latest values.
    const cpu = screen.getByRole('img', { name: /^CPU utilisation \(percentage\), line chart of 2 lines/ });
    expect(cpu.querySelectorAll('.recharts-line')).toHaveLength(2);
  });

  it('draws a chart when it is scrolled to; until then its place and summary stand in', async () => {
    measureCharts(220);
    vi.stubGlobal('IntersectionObserver', Viewport);
    serve();
    renderApp(page);
    const cpu = await screen.findByRole('figure', { name: 'CPU utilisation (percentage)' });
    const disk = screen.getByRole('figure', { name: 'Disk utilisation (percentage)' });
    // Not drawn yet, but already the image a screen reader hears, with the same summary.
    const waiting = within(cpu).getByRole('img', { name: /^CPU utilisation \(percentage\), line chart of 2 lines/ });
    expect(waiting.querySelector('svg')).toBeNull();
    expect(screen.getAllByRole('figure')).toHaveLength(CASSANDRA_METRICS.length);

    Viewport.scrollTo(cpu);
    await waitFor(() => expect(cpu.querySelectorAll('.recharts-line')).toHaveLength(2));
    // The next chart waits for its own turn.
    expect(disk.querySelector('svg.recharts-surface')).toBeNull();
    Viewport.scrollTo(disk);
    await waitFor(() => expect(disk.querySelectorAll('.recharts-line')).toHaveLength(2));
  });

  it("draws a Kafka cluster's own charts, one line per broker", async () => {
    measureCharts(220);
    const fetchMock = serve({
      theCluster: kafkaClusterDetails(),
      clusterMetrics: () => ok(metricsResponse('KAFKA', BROKER_IDS)),
    });
    renderApp(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'events-kafka monitoring' })).toBeVisible();
    await screen.findByRole('figure', { name: 'Under-replicated partitions' });

    expect(monitoringUrls(fetchMock)[0]?.searchParams.get('metrics')).toBe(KAFKA_METRICS.map((m) => m.name).join(','));
    expect(screen.getAllByRole('figure')).toHaveLength(KAFKA_METRICS.length);
    expect(screen.queryByRole('figure', { name: 'Client read latency (µs)' })).toBeNull();
    for (const metric of KAFKA_METRICS) {
      const chart = within(screen.getByRole('figure', { name: metricCaption(metric) }));
      const drawing = chart.getByRole('img', { name: new RegExp(`, line chart of ${BROKER_IDS.length} lines\\.`) });
      expect(drawing.querySelectorAll('.recharts-line')).toHaveLength(BROKER_IDS.length);
    }
    // The lines are the brokers, named in the one legend of the charts.
    const legend = screen.getByRole('list', { name: 'Chart legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10.0.0.10 (us-east-1a)', '10.0.0.11 (us-east-1b)', '10.0.0.12 (us-east-1c)']);
  });

  it('shows a latency as its 95th and 99th percentiles, per node, in a table on demand', async () => {
    serve();
    renderApp(page);
    // The contract's unit is Instaclustr's `us`, written as people read it.
    const latency = await screen.findByRole('figure', { name: 'Client read latency (µs)' });
    await userEvent.click(within(latency).getByRole('button', { name: 'Show table' }));
    const table = within(latency).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Time',
      '10.0.0.10 (us-east-1a) 95th percentile',
      '10.0.0.10 (us-east-1a) 99th percentile',
      '10.0.0.11 (us-east-1b) 95th percentile',
      '10.0.0.11 (us-east-1b) 99th percentile',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('cell')[1]?.textContent).toBe('15 µs');
  });

  it('changes the range in the URL and asks again for the new window', async () => {
    const fetchMock = serve();
    const { router } = renderApp(page);
    await screen.findByRole('figure', { name: 'CPU utilisation (percentage)' });
    await userEvent.click(screen.getByRole('radio', { name: '24 h' }));
    await waitFor(() => expect(monitoringUrls(fetchMock)).toHaveLength(2));
    const second = monitoringUrls(fetchMock)[1];
    expect(second && windowOf(second)).toBe(MONITORING_RANGES['24h']);
    expect(router.state.location.search).toMatchObject({ range: '24h' });
  });

  it("switches to one node's metrics, with the node in the URL", async () => {
    const fetchMock = serve();
    const { router } = renderApp(page);
    await screen.findByRole('figure', { name: 'CPU utilisation (percentage)' });
    await userEvent.click(screen.getByRole('radio', { name: 'One node' }));

    await waitFor(() => expect(router.state.location.search).toMatchObject({ node: NODE_IDS[0] }));
    await waitFor(() =>
      expect(monitoringUrls(fetchMock).at(-1)?.pathname).toBe(
        `/v1/accounts/${ACCOUNT_ID}/monitoring/nodes/${NODE_IDS[0]}`,
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Node' })).toHaveProperty('value', '10.0.0.10 (us-east-1a)');
    // One node: the latency's lines are its two percentiles.
    expect(
      await screen.findByRole('img', { name: /^Client read latency \(µs\), line chart of 2 lines/ }),
    ).toBeVisible();
  });

  it('opens on a node from the URL and goes back to the whole cluster', async () => {
    const fetchMock = serve();
    const { router } = renderApp(`${page}?node=${NODE_IDS[1]}`);
    await screen.findByRole('figure', { name: 'CPU utilisation (percentage)' });
    expect(monitoringUrls(fetchMock)[0]?.pathname).toBe(`/v1/accounts/${ACCOUNT_ID}/monitoring/nodes/${NODE_IDS[1]}`);
    await userEvent.click(screen.getByRole('radio', { name: 'Whole cluster' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('node'));
    await waitFor(() => expect(monitoringUrls(fetchMock).at(-1)?.pathname).toContain('/monitoring/clusters/'));
  });

  it('refreshes every monitoring interval, reading up to the new now and keeping the charts meanwhile', async () => {
    const options = monitoringQuery(ACCOUNT_ID, { kind: 'cluster', clusterId: CLUSTER_ID }, CASSANDRA_METRICS, '1h');
    expect(options.refetchInterval).toBe(LIMITS.monitoringRefreshMs);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = serve();
      renderApp(page);
      await screen.findByRole('figure', { name: 'CPU utilisation (percentage)' });
      expect(monitoringUrls(fetchMock)).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(LIMITS.monitoringRefreshMs);
      await waitFor(() => expect(monitoringUrls(fetchMock)).toHaveLength(2));
      const [first, second] = monitoringUrls(fetchMock);
      expect(rangeEnd(second) - rangeEnd(first)).toBeGreaterThanOrEqual(LIMITS.monitoringRefreshMs);
      // The refresh is the console's own, not the user's: it does not keep the session alive.
      expect(backgroundReads(fetchMock, api.monitoring.cluster)).toEqual([false, true]);
      expect(screen.getAllByRole('figure')).toHaveLength(CASSANDRA_METRICS.length);
      expect(screen.queryByText('Loading metrics')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('explains that metrics come once the cluster runs', async () => {
    serve({
      theCluster: clusterDetails({ status: 'PROVISIONING' }),
      clusterMetrics: () => ok([] satisfies MonitoringResponse),
    });
    renderApp(page);
    expect(await screen.findByText(/Metrics appear once the cluster is running/)).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says when a running cluster has no metrics in the range', async () => {
    serve({ clusterMetrics: () => ok(metricsResponse('APACHE_CASSANDRA', []) satisfies MonitoringResponse) });
    renderApp(page);
    expect(await screen.findByText('No metrics were recorded in this time range.')).toBeVisible();
  });

  // The shared query client retries a server error twice (1 s, then 2 s) before showing it.
  it('offers to try again when the metrics fail to load', { timeout: 15_000 }, async () => {
    let fail = true;
    serve({
      clusterMetrics: () =>
        fail ? failure(500, 'INTERNAL', MESSAGES.errors.internal) : ok(metricsResponse('APACHE_CASSANDRA', NODE_IDS)),
    });
    renderApp(page);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('Metrics could not be loaded')).toBeVisible();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: 'CPU utilisation (percentage)' })).toBeVisible();
  });
});
