import { api, kafkaClusterSchema, MESSAGES } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../test/fake-api.ts';
import { ACCOUNT_ID, CLUSTER_ID } from '../../test/fixtures.ts';
import { choose, created, next, racksIssue, renderPage, reviewValue, serve, stepHeading } from './wizard-test-kit.tsx';

/** Serves the create endpoint of the application and keeps the body it receives. */
function capture(endpoint: typeof api.clusters.createCassandra | typeof api.clusters.createKafka) {
  const sent: { body?: Record<string, unknown> } = {};
  serve({
    extra: [
      [
        endpoint,
        (request: FakeRequest) => {
          sent.body = request.body as Record<string, unknown>;
          return created(request);
        },
      ],
    ],
  });
  return sent;
}

const checkbox = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: label });

async function create(router: ReturnType<typeof renderPage>) {
  await userEvent.click(screen.getByRole('button', { name: 'Create cluster' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`));
}

// Each test walks the wizard as a user would, through several loads of the fake catalogue.
describe("create-cluster wizard: each application's own options", { timeout: 20_000 }, () => {
  it("sends Kafka's encryption and mTLS for the cluster; PCI turns the cluster's encryption on", async () => {
    const sent = capture(api.clusters.createKafka);
    const router = renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'events');
    await userEvent.click(screen.getByRole('radio', { name: /Apache Kafka/ }));
    await userEvent.click(screen.getByLabelText('Karapace REST Proxy'));
    await userEvent.click(checkbox('Integrate the REST Proxy with the Karapace Schema Registry'));
    // The integration needs the Schema Registry add-on: the contracts' rule, beside the checkbox.
    await next();
    expect(await screen.findByText(MESSAGES.clusterRequests.restProxyNeedsSchemaRegistry)).toBeVisible();
    await userEvent.click(screen.getByLabelText('Karapace Schema Registry'));
    await next();
    await next();
    await stepHeading('Provider, region and nodes');
    await choose(/^Broker node size/, /^KFK-PRD-r8g\.large-400/);
    // The default replication factor is also the racks: 3 brokers do not spread over 2.
    const factor = screen.getByLabelText(/^Default replication factor/);
    await userEvent.clear(factor);
    await userEvent.type(factor, '2');
    await next();
    expect(await screen.findByText('Number of brokers must be a multiple of 2, the number of racks')).toBeVisible();
    await userEvent.clear(factor);
    await userEvent.type(factor, '3');
    await next();
    await stepHeading('Network and options');
    await userEvent.click(checkbox('Client-broker authentication with mTLS'));
    await userEvent.click(checkbox('PCI compliance mode'));
    const encryption = checkbox('Client to cluster encryption');
    expect(encryption.checked).toBe(true);
    expect(encryption.disabled).toBe(true);
    await next();
    await next();
    await stepHeading('Review and create');
    expect(reviewValue('Client to cluster encryption')).toContain('Yes');
    expect(reviewValue('Client-broker authentication with mTLS')).toContain('Yes');
    expect(reviewValue('Racks')).toContain('3');
    await create(router);
    expect(sent.body).toMatchObject({
      pciComplianceMode: true,
      clientToClusterEncryption: true,
      clientBrokerAuthWithMtls: true,
      defaultReplicationFactor: 3,
      karapaceRestProxy: [{ integrateRestProxyWithSchemaRegistry: true }],
      karapaceSchemaRegistry: [{}],
    });
    // What the server's strict schema takes, nothing of Cassandra's or OpenSearch's.
    expect(kafkaClusterSchema.safeParse(sent.body).error?.issues).toBeUndefined();
  });

  it("sends Cassandra's continuous backup and private IP broadcast in its data centre", async () => {
    const sent = capture(api.clusters.createCassandra);
    const router = renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'orders-db');
    await next();
    await next();
    await choose(/^Node size/, /^CAS-PRD-r7g\.large-120/);
    await next();
    await stepHeading('Network and options');
    expect(screen.queryByRole('checkbox', { name: 'Client-broker authentication with mTLS' })).toBeNull();
    await userEvent.click(checkbox('Continuous backup'));
    await userEvent.click(checkbox('Broadcast private IPs for discovery'));
    await next();
    await next();
    await stepHeading('Review and create');
    expect(reviewValue('Continuous backup')).toContain('Yes');
    expect(reviewValue('Broadcast private IPs for discovery')).toContain('Yes');
    await create(router);
    expect(sent.body?.dataCentres).toMatchObject([
      { continuousBackup: true, privateIpBroadcastForDiscovery: true, clientToClusterEncryption: false },
    ]);
  });

  it("sends none of the first application's fields after switching to another", async () => {
    const sent = capture(api.clusters.createKafka);
    const router = renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'events');
    await userEvent.click(screen.getByLabelText('Cassandra Lucene Index'));
    await next();
    await next();
    await choose(/^Node size/, /^CAS-PRD-r7g\.large-120/);
    await next();
    await stepHeading('Network and options');
    await userEvent.click(checkbox('Continuous backup'));
    await userEvent.click(checkbox('Client to cluster encryption'));
    // Back to the first step: Kafka instead.
    for (const heading of ['Provider, region and nodes', 'SLA tier and version', 'Application and add-ons']) {
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      await stepHeading(heading);
    }
    await userEvent.click(screen.getByRole('radio', { name: /Apache Kafka/ }));
    await next();
    await next();
    await choose(/^Broker node size/, /^KFK-PRD-r8g\.large-400/);
    await next();
    await stepHeading('Network and options');
    // Kafka's encryption is the cluster's own field: Cassandra's choice does not carry over.
    expect(checkbox('Client to cluster encryption').checked).toBe(false);
    await next();
    await next();
    await stepHeading('Review and create');
    await create(router);
    expect(sent.body).not.toHaveProperty('luceneEnabled');
    expect(sent.body).toMatchObject({ clientToClusterEncryption: false });
    const [dc] = (sent.body ?? {}).dataCentres as object[];
    for (const field of ['continuousBackup', 'clientToClusterEncryption', 'replicationFactor', 'numberOfRacks'])
      expect(dc).not.toHaveProperty(field);
    expect(kafkaClusterSchema.safeParse(sent.body).error?.issues).toBeUndefined();
  });

  it("spreads OpenSearch's data nodes over the racks chosen, with its load balancer", async () => {
    let body: unknown;
    serve({
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
    await next();
    await next();
    await stepHeading('Provider, region and nodes');
    await choose(/^Data node size/, /^SRH-PRD-m6g\.large-250/);
    await choose(/^Cluster manager node size/, /^SRH-PRD-m6g\.medium-80/);
    const count = screen.getByLabelText(/^Number of data nodes/);
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await next();
    expect(await screen.findByText(racksIssue(4, 3))).toBeVisible();
    await choose(/^Number of racks/, '2');
    expect(screen.getByText('Spread over 2 racks: a multiple of 2')).toBeVisible();
    await next();
    await stepHeading('Network and options');
    expect(screen.queryByRole('checkbox', { name: 'Client to cluster encryption' })).toBeNull();
    expect(screen.getByText(/always on/)).toBeVisible();
    await userEvent.click(checkbox('Load balancer'));
    await next();
    await next();
    await stepHeading('Review and create');
    expect(reviewValue('Racks')).toContain('2');
    expect(reviewValue('Client to cluster encryption')).toContain('Always');
    expect(reviewValue('Load balancer')).toBe('Yes');
    await create(router);
    expect(body).toMatchObject({
      loadBalancer: true,
      dataNodes: [{ nodeCount: 4 }],
      dataCentres: [{ numberOfRacks: 2 }],
    });
    expect(body).not.toHaveProperty('clientToClusterEncryption');
  });
});
