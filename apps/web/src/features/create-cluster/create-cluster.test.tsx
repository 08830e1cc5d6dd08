import {
  api,
  cassandraClusterSchema,
  MESSAGES,
  type ClusterDetails,
  type CreateClusterInfo,
  type NodeSize,
} from '@datadeck/contracts';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, requestedUrls, stubApi, type FakeRequest, type FakeRoute, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, CLUSTER_ID, me, trialNotStarted } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CreateClusterPage } from './create-cluster-page.tsx';

const info: CreateClusterInfo = {
  creationAllowed: true,
  creationBlockedReason: null,
  forcePciForNewClusters: false,
  gstApplies: false,
  defaultTags: [{ key: 'team', value: 'data' }],
  startsFreeTrial: false,
};

function size(name: string, role: NodeSize['role'], monthlyPriceUsd: number): NodeSize {
  return {
    name,
    role,
    cloudProvider: 'AWS_VPC',
    region: 'US_EAST_1',
    development: name.includes('-DEV-'),
    vcpus: 2,
    memoryGiB: 16,
    diskGB: 120,
    monthlyPriceUsd,
  };
}

const SIZES: NodeSize[] = [
  size('CAS-PRD-r7g.large-120', 'CASSANDRA', 150),
  size('CAS-PRD-r7g.xlarge-1200', 'CASSANDRA', 500),
  size('CAS-DEV-t4g.small-30', 'CASSANDRA', 20),
  size('KFK-PRD-r8g.large-400', 'KAFKA_BROKER', 180),
  size('SRH-PRD-m6g.large-250', 'OPENSEARCH_DATA', 120),
  size('SRH-PRD-m6g.medium-80', 'OPENSEARCH_CLUSTER_MANAGER', 60),
  size('SRH-PRD-m6g.medium-80', 'OPENSEARCH_DASHBOARDS', 60),
];

function clusterDetails(name: string): ClusterDetails {
  return {
    id: CLUSTER_ID,
    name,
    description: null,
    status: 'GENESIS',
    deleteRequestDate: null,
    freeTrialPending: false,
    freeTrialExpires: null,
    provisioningDetails: null,
    mainApplication: { bundleType: { name: 'APACHE_CASSANDRA', logoSrc: '/logos/apache_cassandra.svg' } },
    otherBundles: [],
    tags: {},
    application: 'APACHE_CASSANDRA',
    applicationVersion: '5.0.6',
    slaTier: 'PRODUCTION',
    createdAt: new Date().toISOString(),
    currentClusterOperationStatus: 'NO_OPERATION',
    pciComplianceMode: false,
    privateNetworkCluster: false,
    twoFactorDelete: [],
    deletionAwaitingConfirmation: false,
    dataCentres: [],
    connection: { defaultUsername: null, ports: [] },
  };
}

/** A fake server: the catalogue filters node sizes by role and SLA tier, as the real one does. */
function serve({ createInfo = info, extra = [] }: { createInfo?: CreateClusterInfo; extra?: FakeRoute[] } = {}) {
  const routes: FakeRoute[] = [
    [api.auth.me, () => ok(me)],
    [api.clusters.createInfo, () => ok(createInfo)],
    [api.accounts.freeTrial, () => ok(trialNotStarted)],
    [api.catalogue.regions, () => ok({ regions: ['EU_WEST_1', 'US_EAST_1'] })],
    [
      api.catalogue.nodeSizes,
      ({ query }) =>
        ok({
          nodeSizes: SIZES.filter(
            (s) => s.role === query.get('role') && (query.get('slaTier') === 'NON_PRODUCTION' || !s.development),
          ),
        }),
    ],
    ...extra,
  ];
  return stubApi(routes);
}

const created = (request: FakeRequest): Reply => ({
  status: 202,
  body: clusterDetails(String((request.body as { name: string }).name)),
});

/** The create-cluster page in a router with the app's route ids and a cluster page to land on. */
function renderPage() {
  const rootRoute = createRootRoute();
  const consoleRoute = createRoute({ getParentRoute: () => rootRoute, id: 'console' });
  const accountRoute = createRoute({ getParentRoute: () => consoleRoute, path: 'accounts/$accountId' });
  const createClusterRoute = createRoute({ getParentRoute: () => accountRoute, path: 'create-cluster', component: CreateClusterPage });
  const clusterRoute = createRoute({
    getParentRoute: () => accountRoute,
    path: 'clusters/$clusterId',
    component: () => <h1>Cluster page</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([consoleRoute.addChildren([accountRoute.addChildren([createClusterRoute, clusterRoute])])]),
    history: createMemoryHistory({ initialEntries: [`/accounts/${ACCOUNT_ID}/create-cluster`] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

function nameIssue(name: string): string {
  const issue = cassandraClusterSchema.safeParse({ name }).error?.issues.find((i) => i.path[0] === 'name');
  if (!issue) throw new Error(`the schema accepts the name ${name}`);
  return issue.message;
}

/** Picks an option of a Mantine select, once the select has its options. */
async function choose(label: RegExp, option: string | RegExp) {
  const input = await screen.findByLabelText<HTMLInputElement>(label, { selector: 'input' });
  await waitFor(() => expect(input.disabled).toBe(false));
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function walkToReview(clusterName = 'orders-db') {
  await userEvent.type(await screen.findByLabelText(/^Cluster name/), clusterName);
  await next();
  await stepHeading('SLA tier and version');
  await next();
  await stepHeading('Provider, region and nodes');
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Region/, { selector: 'input' }).value).toBe('US_EAST_1'));
  await choose(/^Node size/, /^CAS-PRD-r7g\.large-120/);
  await next();
  await stepHeading('Network and options');
  await next();
  await stepHeading('Tags');
  await next();
  await stepHeading('Review and create');
}

// Each test walks the wizard as a user would, through several loads of the fake catalogue.
describe('create-cluster wizard', { timeout: 20_000 }, () => {
  // Toasts live in a store of their own, outside the query cache the setup clears.
  afterEach(() => notifications.clean());

  it('keeps a bad name on the first step, with the contract message beside the field', async () => {
    serve();
    renderPage();
    await stepHeading('Application and add-ons');
    await userEvent.type(screen.getByLabelText(/^Cluster name/), 'x!');
    await next();
    const message = await screen.findByText(nameIssue('x!'));
    const input = screen.getByLabelText(/^Cluster name/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('heading', { level: 2, name: 'Application and add-ons' })).toBeTruthy();

    // Once shown, the message follows the user's typing.
    await userEvent.clear(input);
    await userEvent.type(input, 'orders-db');
    await waitFor(() => expect(screen.queryByText(message.textContent ?? '')).toBeNull());
  });

  it('offers only production sizes to PRODUCTION and blocks a node count that is not a multiple of the replication factor', async () => {
    serve();
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'orders-db');
    await next();
    await next();
    // Each step opens with focus on its heading, for screen readers to announce it.
    expect(document.activeElement).toBe(await stepHeading('Provider, region and nodes'));
    const sizeInput = await screen.findByLabelText<HTMLInputElement>(/^Node size/, { selector: 'input' });
    await waitFor(() => expect(sizeInput.disabled).toBe(false));
    await userEvent.click(sizeInput);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
    expect(options.some((o) => o.startsWith('CAS-PRD-r7g.large-120'))).toBe(true);
    expect(options.some((o) => o.includes('DEV'))).toBe(false);
    await userEvent.click(screen.getByRole('option', { name: /^CAS-PRD-r7g\.large-120/ }));

    const count = screen.getByLabelText(/^Number of nodes/);
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await next();
    expect(await screen.findByText('Number of nodes must be a multiple of the replication factor (3)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Provider, region and nodes' })).toBeTruthy();
  });

  it('reviews the choices with the monthly estimate, without GST when it does not apply', async () => {
    serve();
    renderPage();
    await walkToReview();
    const settings = screen.getByRole('table', { name: 'Cluster settings' });
    expect(within(settings).getByText('orders-db')).toBeTruthy();
    expect(within(settings).getByText('3 × CAS-PRD-r7g.large-120')).toBeTruthy();
    expect(within(settings).getByText('team=data')).toBeTruthy();
    expect((await screen.findByRole('row', { name: /Total per month/ })).textContent).toContain('$450.00');
    expect(screen.queryByText(MESSAGES.clusters.gstNote)).toBeNull();
  });

  it('adds 10% GST to the estimate when it applies', async () => {
    serve({ createInfo: { ...info, gstApplies: true } });
    renderPage();
    await walkToReview();
    expect((await screen.findByRole('row', { name: /Total per month/ })).textContent).toContain('$495.00');
    expect(screen.getByRole('row', { name: new RegExp(MESSAGES.clusters.gstNote.replace('+', '\\+')) }).textContent).toContain('$45.00');
  });

  it('disables Create, with the reason in a tooltip and in text, when creation is not allowed', async () => {
    const fetchMock = serve({
      createInfo: { ...info, creationAllowed: false, creationBlockedReason: MESSAGES.clusters.creationNotAllowed },
    });
    renderPage();
    await walkToReview();
    const create = screen.getByRole('button', { name: 'Create cluster' });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(MESSAGES.clusters.creationNotAllowed)).toBeTruthy();
    await userEvent.hover(create);
    expect((await screen.findByRole('tooltip')).textContent).toBe(MESSAGES.clusters.creationNotAllowed);
    await userEvent.click(create);
    expect(requestedUrls(fetchMock).some((url) => url.pathname.endsWith('/clusters/cassandra'))).toBe(false);
  });

  it('posts the Cassandra body to its endpoint, says so and opens the new cluster', async () => {
    let body: unknown;
    serve({
      extra: [
        [
          api.clusters.createCassandra,
          (request) => {
            body = request.body;
            return created(request);
          },
        ],
      ],
    });
    const router = renderPage();
    await walkToReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create cluster' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`));
    expect(await screen.findByText(MESSAGES.clusters.created('orders-db'))).toBeTruthy();
    expect(body).toEqual({
      name: 'orders-db',
      slaTier: 'PRODUCTION',
      cassandraVersion: '5.0.6',
      privateNetworkCluster: false,
      pciComplianceMode: false,
      description: null,
      twoFactorDelete: [],
      luceneEnabled: false,
      passwordAndUserAuth: true,
      dataCentres: [
        {
          name: 'AWS_VPC_US_EAST_1',
          cloudProvider: 'AWS_VPC',
          region: 'US_EAST_1',
          network: '10.0.0.0/16',
          clientToClusterEncryption: false,
          tags: [{ key: 'team', value: 'data' }],
          awsSettings: [],
          nodeSize: 'CAS-PRD-r7g.large-120',
          numberOfNodes: 3,
          replicationFactor: 3,
        },
      ],
    });
  });

  it('posts a Kafka cluster with its add-ons to the Kafka endpoint', async () => {
    let body: unknown;
    serve({
      extra: [
        [
          api.clusters.createKafka,
          (request) => {
            body = request.body;
            return created(request);
          },
        ],
      ],
    });
    const router = renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'events');
    await userEvent.click(screen.getByRole('radio', { name: /Apache Kafka/ }));
    await userEvent.click(screen.getByLabelText('Karapace Schema Registry'));
    await next();
    await next();
    await stepHeading('Provider, region and nodes');
    await choose(/^Broker node size/, /^KFK-PRD-r8g\.large-400/);
    await next();
    await next();
    await next();
    await stepHeading('Review and create');
    await userEvent.click(screen.getByRole('button', { name: 'Create cluster' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`));
    expect(body).toMatchObject({
      name: 'events',
      kafkaVersion: '4.2.1',
      karapaceSchemaRegistry: [{ version: '3.15.0' }],
      karapaceRestProxy: [],
      kraft: [{ controllerNodeCount: 3 }],
      dataCentres: [{ nodeSize: 'KFK-PRD-r8g.large-400', numberOfNodes: 3, replicationFactor: 3 }],
    });
    expect(body).not.toHaveProperty('luceneEnabled');
  });

  it('checks OpenSearch data nodes against their racks and posts to the OpenSearch endpoint', async () => {
    let body: unknown;
    const fetchMock = serve({
      extra: [
        [
          api.clusters.createOpensearch,
          (request) => {
            body = request.body;
            return created(request);
          },
        ],
      ],
    });
    const router = renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'search');
    await userEvent.click(screen.getByRole('radio', { name: /OpenSearch/ }));
    await userEvent.click(screen.getByLabelText('OpenSearch Dashboards'));
    await userEvent.click(screen.getByLabelText('k-NN search'));
    await next();
    await next();
    await stepHeading('Provider, region and nodes');
    await choose(/^Data node size/, /^SRH-PRD-m6g\.large-250/);
    await choose(/^Cluster manager node size/, /^SRH-PRD-m6g\.medium-80/);
    await choose(/^OpenSearch Dashboards node size/, /^SRH-PRD-m6g\.medium-80/);
    const count = screen.getByLabelText(/^Number of data nodes/);
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await next();
    expect(await screen.findByText('Data nodes are spread over 3 racks: use a multiple of 3')).toBeTruthy();
    await userEvent.clear(count);
    await userEvent.type(count, '6');
    await next();
    await next();
    await next();
    await stepHeading('Review and create');
    // 6 data nodes (which also manage the cluster) at $120 and one Dashboards node at $60.
    expect((await screen.findByRole('row', { name: /Total per month/ })).textContent).toContain('$780.00');
    await userEvent.click(screen.getByRole('button', { name: 'Create cluster' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`));
    expect(requestedUrls(fetchMock).some((url) => url.pathname === `/v1/accounts/${ACCOUNT_ID}/clusters/opensearch`)).toBe(true);
    expect(body).toMatchObject({
      name: 'search',
      opensearchVersion: '3.6.0',
      knnPlugin: true,
      sqlPlugin: false,
      dataNodes: [{ nodeSize: 'SRH-PRD-m6g.large-250', nodeCount: 6 }],
      clusterManagerNodes: [{ nodeSize: 'SRH-PRD-m6g.medium-80', dedicatedManager: false }],
      opensearchDashboards: [{ nodeSize: 'SRH-PRD-m6g.medium-80', oidcProvider: null }],
      dataCentres: [{ name: 'AWS_VPC_US_EAST_1', region: 'US_EAST_1' }],
    });
    expect((body as { dataCentres: object[] }).dataCentres[0]).not.toHaveProperty('nodeSize');
  });

  it("puts a server error on its field and goes back to that field's step", async () => {
    const message = 'Node size CAS-PRD-r7g.large-120 is not offered in US_EAST_1';
    serve({ extra: [[api.clusters.createCassandra, () => failure(400, 'dataCentres.0.nodeSize', message)]] });
    const router = renderPage();
    await walkToReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create cluster' }));
    expect(await stepHeading('Provider, region and nodes')).toBeTruthy();
    const error = await screen.findByText(message);
    const input = screen.getByLabelText(/^Node size/, { selector: 'input' });
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/create-cluster`);
  });

  it('forces PCI compliance mode on when the account says so', async () => {
    serve({ createInfo: { ...info, forcePciForNewClusters: true } });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'orders-db');
    await next();
    await next();
    await choose(/^Node size/, /^CAS-PRD-r7g\.large-120/);
    await next();
    await stepHeading('Network and options');
    const pci = screen.getByLabelText<HTMLInputElement>('PCI compliance mode');
    expect(pci.checked).toBe(true);
    expect(pci.disabled).toBe(true);
    expect(screen.getByText(MESSAGES.clusters.pciForced)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Client to cluster encryption').checked).toBe(true);
  });

  it('says why the page cannot load, with a way to try again', async () => {
    stubApi([
      [api.auth.me, () => ok(me)],
      [api.clusters.createInfo, () => failure(403, 'FORBIDDEN', MESSAGES.errors.forbidden)],
    ]);
    renderPage();
    expect((await screen.findByText(MESSAGES.errors.forbidden)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
