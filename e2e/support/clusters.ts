import {
  api,
  buildPath,
  clusterDetailsSchema,
  CSRF_HEADER,
  meSchema,
  type ClusterDetails,
  type EndpointInput,
} from '@datadeck/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clusters the journeys create live in the shared Demo Account beside the seeded ones, while
 * other tests count and search those. Every such cluster's name starts with this prefix, and
 * contains no application name, so the read-only tests can leave them out and a search for
 * "kafka" or "opensearch" never finds them.
 */
export const E2E_CLUSTER_PREFIX = 'e2e-';

/**
 * A cluster name no other test (worker, retry, earlier run) uses: the prefix, what it is for
 * and a time-and-random suffix, within the 32 characters a name may have.
 */
export function uniqueClusterName(purpose: string): string {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
  const name = `${E2E_CLUSTER_PREFIX}${purpose}-${suffix}`;
  if (name.length > 32) throw new Error(`cluster name too long: ${name}`);
  return name;
}

/** The URL of a cluster's summary page, found by its path. */
export const CLUSTER_PAGE = /\/accounts\/([^/]+)\/clusters\/([0-9a-f-]{36})$/;

/** The account and cluster ids of the cluster page (or its monitoring page) open now. */
export function clusterIdsOf(page: Page): { accountId: string; clusterId: string } {
  const match = /\/accounts\/([^/?#]+)\/clusters\/([0-9a-f-]{36})/.exec(new URL(page.url()).pathname);
  if (match?.[1] === undefined || match[2] === undefined) throw new Error(`not a cluster page: ${page.url()}`);
  return { accountId: match[1], clusterId: match[2] };
}

/**
 * The status badge beside the cluster's name in the page header: within the heading's own group
 * (logo, name, badge). The badge has no role of its own, and the nodes table further down shows
 * node statuses in the same words: nodes come up RUNNING while the cluster still provisions, so
 * the first such text on the page was a node's, and a journey went on before the cluster ran.
 */
export function headerStatus(page: Page, status: string): Locator {
  return page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .locator('xpath=..')
    .getByText(status, { exact: true });
}

type CassandraBody = EndpointInput<typeof api.clusters.createCassandra>['body'];

/**
 * Creates a small non-production Cassandra cluster through the console API, as the signed-in
 * user of `page` (its session cookie, and the CSRF token GET /v1/me hands out). For journeys
 * about an existing cluster, so they do not depend on the wizard.
 */
export async function createCassandraCluster(
  page: Page,
  accountId: string,
  name: string,
  { twoFactorDeleteEmail }: { twoFactorDeleteEmail?: string } = {},
): Promise<ClusterDetails> {
  const me = meSchema.parse(await (await page.request.get(api.auth.me.path)).json());
  const body: CassandraBody = {
    name,
    slaTier: 'NON_PRODUCTION',
    cassandraVersion: '5.0.6',
    twoFactorDelete: twoFactorDeleteEmail === undefined ? [] : [{ confirmationEmail: twoFactorDeleteEmail }],
    dataCentres: [
      {
        name: 'AWS_VPC_US_EAST_1',
        cloudProvider: 'AWS_VPC',
        region: 'US_EAST_1',
        network: '10.0.0.0/16',
        nodeSize: 'CAS-DEV-t4g.small-5',
        numberOfNodes: 3,
        replicationFactor: 3,
      },
    ],
  };
  const response = await page.request.post(buildPath(api.clusters.createCassandra.path, { accountId }), {
    data: body,
    headers: { [CSRF_HEADER]: me.csrfToken },
  });
  expect(response.status(), await response.text()).toBe(api.clusters.createCassandra.status);
  return clusterDetailsSchema.parse(await response.json());
}
