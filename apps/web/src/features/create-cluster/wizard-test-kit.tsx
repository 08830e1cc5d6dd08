import {
  api,
  APPLICATION_VERSIONS,
  APPLICATIONS,
  cassandraClusterSchema,
  opensearchClusterSchema,
  type Application,
  type ClusterDetails,
  type CreateClusterInfo,
  type NodeSize,
} from '@datadeck/contracts';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ok, stubApi, type FakeRequest, type FakeRoute, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, CLUSTER_ID, me, trialNotStarted } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CreateClusterPage } from './create-cluster-page.tsx';
import { defaultValues } from './form-values.ts';
import { opensearchBody } from './request-bodies.ts';

/** The create-cluster page in a small router, its fake API and the steps a user walks. */
export const info: CreateClusterInfo = {
  creationAllowed: true,
  creationBlockedReason: null,
  forcePciForNewClusters: false,
  gstApplies: false,
  defaultTags: [{ key: 'team', value: 'data' }],
  startsFreeTrial: false,
};

type SizeLocation = Pick<NodeSize, 'cloudProvider' | 'region'>;
const US_EAST_1: SizeLocation = { cloudProvider: 'AWS_VPC', region: 'US_EAST_1' };

export function size(
  name: string,
  role: NodeSize['role'],
  monthlyPriceUsd: number,
  { cloudProvider, region }: SizeLocation = US_EAST_1,
): NodeSize {
  return {
    name,
    role,
    cloudProvider,
    region,
    development: name.includes('-DEV-'),
    vcpus: 2,
    memoryGiB: 16,
    diskGB: 120,
    monthlyPriceUsd,
  };
}

export const SIZES: NodeSize[] = [
  size('CAS-PRD-r7g.large-120', 'CASSANDRA', 150),
  size('CAS-PRD-r7g.xlarge-1200', 'CASSANDRA', 500),
  size('CAS-DEV-t4g.small-30', 'CASSANDRA', 20),
  size('KFK-PRD-r8g.large-400', 'KAFKA_BROKER', 180),
  size('SRH-PRD-m6g.large-250', 'OPENSEARCH_DATA', 120),
  size('SRH-PRD-m6g.medium-80', 'OPENSEARCH_CLUSTER_MANAGER', 60),
  size('SRH-PRD-m6g.medium-80', 'OPENSEARCH_DASHBOARDS', 60),
  size('KFK-PRD-n2-highmem-2-400', 'KAFKA_BROKER', 210, { cloudProvider: 'GCP', region: 'europe-west1' }),
];

/** Each provider's regions, in its own spelling. */
const REGIONS: Readonly<Record<string, readonly string[]>> = {
  AWS_VPC: ['EU_WEST_1', 'US_EAST_1'],
  GCP: ['europe-west1', 'us-east1'],
  AZURE_AZ: ['EAST_US', 'WEST_EUROPE'],
};

export function clusterDetails(name: string): ClusterDetails {
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
    statusReason: null,
  };
}

/** The versions a console with simulated clusters offers: all of the catalogue's. */
export const ALL_VERSIONS = APPLICATIONS.map((application) => ({
  application,
  versions: [...APPLICATION_VERSIONS[application]],
}));

/**
 * A fake server: the catalogue answers each provider's regions and filters node sizes by
 * provider, region, role and SLA tier, as the real one does, and offers `versions`.
 */
export function serve({
  createInfo = info,
  versions = ALL_VERSIONS,
  extra = [],
}: {
  createInfo?: CreateClusterInfo;
  versions?: { application: Application; versions: string[] }[];
  extra?: FakeRoute[];
} = {}) {
  const routes: FakeRoute[] = [
    [api.auth.me, () => ok(me)],
    [api.clusters.createInfo, () => ok(createInfo)],
    [api.catalogue.versions, () => ok({ versions })],
    [api.accounts.freeTrial, () => ok(trialNotStarted)],
    [api.catalogue.regions, ({ query }) => ok({ regions: REGIONS[query.get('cloudProvider') ?? ''] ?? [] })],
    [
      api.catalogue.nodeSizes,
      ({ query }) =>
        ok({
          nodeSizes: SIZES.filter(
            (s) =>
              s.cloudProvider === query.get('cloudProvider') &&
              s.region === query.get('region') &&
              s.role === query.get('role') &&
              (query.get('slaTier') === 'NON_PRODUCTION' || !s.development),
          ),
        }),
    ],
    ...extra,
  ];
  return stubApi(routes);
}

export const created = (request: FakeRequest): Reply => ({
  status: 202,
  body: clusterDetails(String((request.body as { name: string }).name)),
});

/** The create-cluster page in a router with the app's route ids and a cluster page to land on. */
export function renderPage() {
  const rootRoute = createRootRoute();
  const consoleRoute = createRoute({ getParentRoute: () => rootRoute, id: 'console' });
  const accountRoute = createRoute({ getParentRoute: () => consoleRoute, path: 'accounts/$accountId' });
  const createClusterRoute = createRoute({
    getParentRoute: () => accountRoute,
    path: 'create-cluster',
    component: CreateClusterPage,
  });
  const clusterRoute = createRoute({
    getParentRoute: () => accountRoute,
    path: 'clusters/$clusterId',
    component: () => <h1>Cluster page</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      consoleRoute.addChildren([accountRoute.addChildren([createClusterRoute, clusterRoute])]),
    ]),
    history: createMemoryHistory({ initialEntries: [`/accounts/${ACCOUNT_ID}/create-cluster`] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** The review's value of a setting: the cell beside its label in the "Cluster settings" table. */
export const reviewValue = (label: string) =>
  within(
    within(screen.getByRole('table', { name: 'Cluster settings' })).getByRole('row', { name: new RegExp(`^${label}`) }),
  ).getByRole('cell').textContent;

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
export const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

export function nameIssue(name: string): string {
  const issue = cassandraClusterSchema.safeParse({ name }).error?.issues.find((i) => i.path[0] === 'name');
  if (!issue) throw new Error(`the schema accepts the name ${name}`);
  return issue.message;
}

/** The contracts' message for OpenSearch data nodes that are not a multiple of the racks. */
export function racksIssue(nodeCount: number, numberOfRacks: number): string {
  // A body valid but for the count: the schema checks the racks once the fields are right.
  const values = defaultValues(info);
  const [first] = values.dataCentres;
  if (!first) throw new Error('the defaults have a data centre');
  const parsed = opensearchClusterSchema.safeParse(
    opensearchBody({
      ...values,
      name: 'search',
      dataCentres: [{ ...first, region: 'US_EAST_1', numberOfRacks }],
      dataNodes: [{ nodeSize: 'SRH-PRD-m6g.large-250', nodeCount }],
      clusterManagerNodes: [{ nodeSize: 'SRH-PRD-m6g.medium-80', dedicatedManager: false }],
    }),
  );
  const issue = parsed.error?.issues.find((i) => i.path.join('.') === 'dataNodes.0.nodeCount');
  if (!issue) throw new Error(`the schema accepts ${nodeCount} data nodes on ${numberOfRacks} racks`);
  return issue.message;
}

/** Picks an option of a Mantine select, once the select has its options. */
export async function choose(label: RegExp, option: string | RegExp) {
  const input = await screen.findByLabelText<HTMLInputElement>(label, { selector: 'input' });
  await waitFor(() => expect(input.disabled).toBe(false));
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export async function walkToReview(clusterName = 'orders-db') {
  await userEvent.type(await screen.findByLabelText(/^Cluster name/), clusterName);
  await next();
  await stepHeading('SLA tier and version');
  await next();
  await stepHeading('Provider, region and nodes');
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>(/^Region/, { selector: 'input' }).value).toBe('US_EAST_1'),
  );
  await choose(/^Node size/, /^CAS-PRD-r7g\.large-120/);
  await nodesToReview();
}

/** From the nodes step, on through the steps left at their defaults, to the review. */
export async function nodesToReview() {
  await next();
  await stepHeading('Network and options');
  await next();
  await stepHeading('Tags');
  await next();
  await stepHeading('Review and create');
}
