import { api, LIMITS, MESSAGES, type Account, type ClusterDetails, type Me } from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backgroundReads, failure, ok, stubApi, type FakeRoute } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, CLUSTER_ID, me, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { clusterDetails, clusterNode, dataCentre } from './cluster-details.fixture.ts';

const page = `/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`;

/** The signed-in user and the account, with the role given on it. */
function asRole(role: Account['role']): { user: Me; theAccount: Account } {
  return {
    user: signedInAs(role).me,
    theAccount: signedInAs(role).account,
  };
}

function serve(cluster: ClusterDetails, { role = 'OWNER' as Account['role'], extra = [] as FakeRoute[] } = {}) {
  const { user, theAccount } = asRole(role);
  return stubApi([
    [api.auth.me, () => ok(user)],
    [api.accounts.get, () => ok(theAccount)],
    [api.clusters.get, () => ok(cluster)],
    ...extra,
  ]);
}

/** Node ids whose first group (the table's short id) differs. */
const nodeId = (n: number) => `a1b2c3d${n}-0000-4000-8000-00000000000${n}`;

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), window.location.origin).pathname === path,
  );

describe('cluster summary page', () => {
  it('shows the overview, data centres, nodes, connection details and tags', async () => {
    serve(
      clusterDetails({
        otherBundles: [
          {
            bundleType: { name: 'CASSANDRA_LUCENE', logoSrc: '/logos/cassandra_lucene.svg' },
            hideNonPrimaryBundleLogo: true,
          },
        ],
        pciComplianceMode: true,
      }),
    );
    renderApp(page);

    expect(await screen.findByRole('heading', { level: 1, name: 'orders-cassandra' })).toBeVisible();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Apache Cassandra 5.0.6')).toBeVisible();
    expect(within(overview).getByText('Cassandra Lucene Index')).toBeVisible();
    expect(within(overview).getByText('Production')).toBeVisible();
    expect(within(overview).getByText('Order history for the shop')).toBeVisible();

    const dataCentres = screen.getByRole('table', { name: 'Data centres' });
    expect(within(dataCentres).getByText('Amazon Web Services')).toBeVisible();
    expect(within(dataCentres).getByText('10.0.0.0/16')).toBeVisible();
    const nodes = screen.getByRole('table', { name: 'Nodes' });
    expect(within(nodes).getByText('a1b2c3d4')).toBeVisible();
    expect(within(nodes).getByText('Cassandra')).toBeVisible();

    const connection = screen.getByRole('region', { name: 'Connection information' });
    expect(within(connection).getByText('54.1.2.3')).toBeVisible();
    expect(within(connection).getByText('CQL: 9042')).toBeVisible();
    expect(within(connection).getByText('iccassandra')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('team: checkout')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Monitoring' }).getAttribute('href')).toBe(`${page}/monitoring?range=1h`);
  });

  it('gives the private addresses of a private-network cluster', async () => {
    serve(
      clusterDetails({
        privateNetworkCluster: true,
        dataCentres: [dataCentre({ nodes: [clusterNode({ publicAddress: null })] })],
      }),
    );
    renderApp(page);
    const connection = await screen.findByRole('region', { name: 'Connection information' });
    expect(within(connection).getByText('Private addresses')).toBeVisible();
    expect(within(connection).getByText('10.0.0.11')).toBeVisible();
  });

  it("gives a real cluster's bootstrap servers and, with client encryption, its CA certificate to download", async () => {
    serve(
      clusterDetails({
        connection: { defaultUsername: 'ickafka', ports: [], bootstrapServers: ['127.0.0.1:20001', '127.0.0.1:20005'] },
      }),
    );
    renderApp(page);
    const connection = await screen.findByRole('region', { name: 'Connection information' });
    expect(within(connection).getByText('127.0.0.1:20001,127.0.0.1:20005')).toBeVisible();
    const download = within(connection).getByRole('link', { name: 'Download the CA certificate (PEM)' });
    expect(download.getAttribute('href')).toBe(`/v1/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}/ca-certificate`);
  });

  it('offers no CA certificate to a cluster without client encryption, nor bootstrap servers to a simulated one', async () => {
    serve(
      clusterDetails({
        dataCentres: [dataCentre({ clientToClusterEncryption: false })],
        connection: { defaultUsername: 'ickafka', ports: [], bootstrapServers: ['127.0.0.1:20001'] },
      }),
    );
    renderApp(page);
    const connection = await screen.findByRole('region', { name: 'Connection information' });
    expect(within(connection).getByText('127.0.0.1:20001')).toBeVisible();
    expect(within(connection).queryByRole('link', { name: /CA certificate/ })).toBeNull();
  });

  it("says why a cluster failed or is degraded, in the engine's own log lines", async () => {
    const lines = 'ERROR Exiting Kafka due to fatal exception\njava.net.BindException: Address already in use';
    serve(clusterDetails({ status: 'FAILED', statusReason: lines }));
    renderApp(page);
    const alert = await screen.findByRole('alert', { name: 'Why the cluster failed' });
    expect(alert.textContent).toContain('java.net.BindException: Address already in use');
  });

  it('shows provisioning progress with its percentage and message, and no monitoring link yet', async () => {
    serve(
      clusterDetails({ status: 'PROVISIONING', provisioningDetails: { progress: 0.42, message: 'Launching nodes' } }),
    );
    renderApp(page);

    const bar = await screen.findByRole('progressbar', { name: 'orders-cassandra provisioning progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeVisible();
    expect(screen.getByText('Launching nodes')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Monitoring' })).toBeNull();
  });

  it('updates itself while provisioning, until the cluster runs', async () => {
    // Only the polling interval is faked: Testing Library's waits keep their real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const answers = [
        clusterDetails({ status: 'PROVISIONING', provisioningDetails: { progress: 0.2, message: 'Creating network' } }),
        clusterDetails({ status: 'PROVISIONING', provisioningDetails: { progress: 0.7, message: 'Configuring' } }),
        clusterDetails({ status: 'RUNNING' }),
      ];
      let call = 0;
      const fetchMock = stubApi([
        [api.auth.me, () => ok(me)],
        [api.accounts.get, () => ok(account)],
        [api.clusters.get, () => ok(answers[Math.min(call++, answers.length - 1)])],
      ]);
      renderApp(page);

      expect(await screen.findByText('Creating network')).toBeVisible();
      await vi.advanceTimersByTimeAsync(LIMITS.clusterProgressPollMs);
      expect(await screen.findByText('Configuring')).toBeVisible();
      expect(screen.getByText('70%')).toBeVisible();
      await vi.advanceTimersByTimeAsync(LIMITS.clusterProgressPollMs);
      expect(await screen.findByRole('link', { name: 'Monitoring' })).toBeVisible();
      expect(screen.queryByRole('progressbar')).toBeNull();
      // The re-reads are the console's own, not the user's: they do not keep the session alive.
      expect(backgroundReads(fetchMock, api.clusters.get)).toEqual([false, true, true]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the cluster is gone once its deletion finishes while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let deleted = false;
      stubApi([
        [api.auth.me, () => ok(me)],
        [api.accounts.get, () => ok(account)],
        [
          api.clusters.get,
          () =>
            deleted
              ? failure(404, 'NOT_FOUND', 'Cluster not found')
              : ok(clusterDetails({ status: 'RUNNING', deleteRequestDate: '2026-11-22T12:00:00.000Z' })),
        ],
      ]);
      renderApp(page);
      expect(await screen.findByRole('heading', { level: 1, name: 'orders-cassandra' })).toBeVisible();

      deleted = true;
      await vi.advanceTimersByTimeAsync(LIMITS.clusterProgressPollMs);
      expect(await screen.findByRole('heading', { level: 1, name: 'Cluster not found' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the cluster does not exist in the account', async () => {
    stubApi([
      [api.auth.me, () => ok(me)],
      [api.accounts.get, () => ok(account)],
      [api.clusters.get, () => failure(404, 'NOT_FOUND', 'Cluster not found')],
    ]);
    renderApp(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cluster not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the clusters' }).getAttribute('href')).toBe(
      `/accounts/${ACCOUNT_ID}`,
    );
  });

  it('reads the password only when asked to show it', async () => {
    const fetchMock = serve(clusterDetails(), {
      extra: [[api.clusters.credentials, () => ok({ username: 'iccassandra', password: 's3cret-Pa55' })]],
    });
    renderApp(page);
    const show = await screen.findByRole('button', { name: 'Show password' });
    const credentialsPath = `${page.replace('/accounts', '/v1/accounts')}/credentials`;
    expect(callsTo(fetchMock, 'GET', credentialsPath)).toHaveLength(0);

    await userEvent.click(show);

    expect(await screen.findByText('s3cret-Pa55')).toBeVisible();
    expect(callsTo(fetchMock, 'GET', credentialsPath)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy password' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.queryByText('s3cret-Pa55')).toBeNull();
  });

  it('offers no password to a role without VIEW_CLUSTER_CREDENTIALS', async () => {
    const fetchMock = serve(clusterDetails(), { role: 'READ_ONLY' });
    renderApp(page);
    expect(await screen.findByText('iccassandra')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/credentials'))).toBe(false);
  });

  it('disables Delete Cluster for READ_ONLY, with the reason beside it', async () => {
    serve(clusterDetails(), { role: 'READ_ONLY' });
    renderApp(page);
    const button = await screen.findByRole('button', { name: 'Delete Cluster' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(MESSAGES.clusters.deleteNotPermitted)).toBeVisible();
    const describedBy = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.clusters.deleteNotPermitted);

    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the nodes being resized as RESIZING, in the tone of work in progress, and waits to delete', async () => {
    serve(
      clusterDetails({
        currentClusterOperationStatus: 'OPERATION_IN_PROGRESS',
        operation: { kind: 'RESIZING_NODES', done: 1, total: 3 },
        dataCentres: [
          dataCentre({
            numberOfNodes: 3,
            nodes: [
              clusterNode({ id: nodeId(1), status: 'RUNNING', nodeSize: 'CAS-PRD-r7g.xlarge-400' }),
              clusterNode({ id: nodeId(2), status: 'RESIZING' }),
              clusterNode({ id: nodeId(3), status: 'PROVISIONING' }),
            ],
          }),
        ],
      }),
    );
    renderApp(page);
    const nodes = await screen.findByRole('table', { name: 'Nodes' });
    const statusOf = (n: number) => {
      const row = within(nodes).getByText(nodeId(n).slice(0, 8)).closest('tr');
      if (!row) throw new Error(`no row for node ${n}`);
      const label = within(row).getByText(/^(RUNNING|RESIZING|PROVISIONING)$/);
      // Mantine's Badge takes its colour from its own element's --badge-bg.
      const badge = label.closest<HTMLElement>('.mantine-Badge-root');
      return { text: label.textContent, colour: badge?.style.getPropertyValue('--badge-bg') ?? '' };
    };
    expect([1, 2, 3].map((n) => statusOf(n).text)).toEqual(['RUNNING', 'RESIZING', 'PROVISIONING']);
    // SPEC §4's tones: in progress (provisioning, a resize) is info, running is success.
    expect(statusOf(2).colour).not.toBe('');
    expect(statusOf(2).colour).toBe(statusOf(3).colour);
    expect(statusOf(2).colour).not.toBe(statusOf(1).colour);

    // The server refuses a deletion until the operation ends; the button says so first.
    const button = screen.getByRole('button', { name: 'Delete Cluster' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const describedBy = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.clusters.deleteDuringOperation);
  });

  it('says a deletion is already under way instead of offering another', async () => {
    serve(clusterDetails({ deleteRequestDate: '2026-02-01T00:00:00.000Z' }));
    renderApp(page);
    expect(await screen.findByText(MESSAGES.landing.deleteRequested)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Cluster' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(MESSAGES.clusters.alreadyDeleting)).toBeVisible();
  });
});
