import { api, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, requestedUrls } from '../../test/fake-api.ts';
import { ACCOUNT_ID, CLUSTER_ID } from '../../test/fixtures.ts';
import {
  choose,
  created,
  next,
  racksIssue,
  renderPage,
  reviewValue,
  serve,
  stepHeading,
  walkToReview,
} from './wizard-test-kit.tsx';

// Each test walks the wizard as a user would, through several loads of the fake catalogue.
describe('create-cluster wizard: what it sends', { timeout: 20_000 }, () => {
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
    expect(await screen.findByText(MESSAGES.clusters.created('orders-db'))).toBeVisible();
    expect(body).toEqual({
      name: 'orders-db',
      slaTier: 'PRODUCTION',
      cassandraVersion: '5.0.6',
      privateNetworkCluster: false,
      pciComplianceMode: false,
      description: null,
      twoFactorDelete: [],
      resizeSettings: [],
      bundledUseOnly: false,
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
          continuousBackup: false,
          privateIpBroadcastForDiscovery: false,
          // The wizard offers no Debezium connector: none, the schema's default.
          debezium: [],
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
      defaultReplicationFactor: 3,
      clientToClusterEncryption: false,
      clientBrokerAuthWithMtls: false,
      dataCentres: [{ nodeSize: 'KFK-PRD-r8g.large-400', numberOfNodes: 3 }],
    });
    expect(body).not.toHaveProperty('luceneEnabled');
    // Replication and encryption are the Kafka cluster's, not its data centre's.
    const [dc] = (body as { dataCentres: object[] }).dataCentres;
    expect(dc).not.toHaveProperty('replicationFactor');
    expect(dc).not.toHaveProperty('clientToClusterEncryption');
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
    expect(await screen.findByText(racksIssue(4, 3))).toBeVisible();
    await userEvent.clear(count);
    await userEvent.type(count, '6');
    await next();
    await next();
    await next();
    await stepHeading('Review and create');
    // 6 data nodes (which also manage the cluster) at $120 and one Dashboards node at $60.
    expect((await screen.findByRole('row', { name: /Total per month/ })).textContent).toContain('$780.00');
    expect(reviewValue('Load balancer')).toBe('No');
    await userEvent.click(screen.getByRole('button', { name: 'Create cluster' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`));
    expect(
      requestedUrls(fetchMock).some((url) => url.pathname === `/v1/accounts/${ACCOUNT_ID}/clusters/opensearch`),
    ).toBe(true);
    expect(body).toMatchObject({
      name: 'search',
      opensearchVersion: '3.6.0',
      knnPlugin: true,
      sqlPlugin: false,
      dataNodes: [{ nodeSize: 'SRH-PRD-m6g.large-250', nodeCount: 6 }],
      clusterManagerNodes: [{ nodeSize: 'SRH-PRD-m6g.medium-80', dedicatedManager: false }],
      opensearchDashboards: [{ nodeSize: 'SRH-PRD-m6g.medium-80', oidcProvider: null }],
      loadBalancer: false,
      dataCentres: [{ name: 'AWS_VPC_US_EAST_1', region: 'US_EAST_1', numberOfRacks: 3 }],
    });
    expect(body).not.toHaveProperty('clientToClusterEncryption');
    expect((body as { dataCentres: object[] }).dataCentres[0]).not.toHaveProperty('nodeSize');
  });
  it("puts a server error on its field and goes back to that field's step", async () => {
    const message = 'Node size CAS-PRD-r7g.large-120 is not offered in US_EAST_1';
    serve({ extra: [[api.clusters.createCassandra, () => failure(400, 'dataCentres.0.nodeSize', message)]] });
    const router = renderPage();
    await walkToReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create cluster' }));
    expect(await stepHeading('Provider, region and nodes')).toBeVisible();
    const error = await screen.findByText(message);
    const input = screen.getByLabelText(/^Node size/, { selector: 'input' });
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/create-cluster`);
  });
});
