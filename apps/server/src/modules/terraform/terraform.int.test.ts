import { parse } from '@cdktf/hcl2json';
import { api, kafkaFieldsSchema, MESSAGES, SESSION_COOKIE, TERRAFORM_PROVIDER, type Role } from '@datadeck/contracts';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody, cassandraDataCentre, kafkaBody, opensearchBody } from '../../../test/cluster-requests.ts';
import { createCluster } from '../../../test/factories.ts';
import { basicAuth, signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { dataCentres } from '../../platform/db/schema.ts';
import { resourceProblems } from './provider-schema-check.ts';

let app: TestApp;
let accountId: string;
let owner: { client: ApiClient; user: { username: string } };

/** The download as a browser or script gets it: the raw bytes, not text. */
async function download(path: string, headers: Record<string, string>) {
  const response = await fetch(`${app.url}${path}`, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return { response, bytes, json: isJson ? (JSON.parse(strFromU8(bytes)) as unknown) : null };
}

const sessionOf = (client: ApiClient) => ({ cookie: `${SESSION_COOKIE}=${client.sessionToken ?? ''}` });
const consolePath = (account: string) => api.terraform.download.path.replace(':accountId', account);

const files = (bytes: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

beforeAll(async () => {
  app = await startTestApp();
  const member = await signedInMember(app, 'OWNER');
  accountId = member.accountId;
  owner = member;
  // One cluster of each application with every option the console offers set.
  await owner.client.ok(api.clusters.createCassandra, {
    params: { accountId },
    body: {
      ...cassandraBody('1st-orders'),
      description: 'Orders "primary" ${not.a.reference}',
      twoFactorDelete: [{ confirmationEmail: 'ops@example.com' }],
      dataCentres: [
        cassandraDataCentre,
        { ...cassandraDataCentre, name: 'AWS_VPC_US_WEST_2', region: 'US_WEST_2', network: '10.1.0.0/16' },
      ],
    },
  });
  await owner.client.ok(api.clusters.createKafka, {
    params: { accountId },
    body: { ...kafkaBody('events'), karapaceRestProxy: [{ version: '3.15.0' }] },
  });
  await owner.client.ok(api.clusters.createOpensearch, {
    params: { accountId },
    body: { ...opensearchBody('search'), knnPlugin: true, sqlPlugin: true },
  });
});

afterAll(async () => {
  await app.close();
});

describe('GET the Terraform export (console)', () => {
  it.each<[Role, number]>([
    ['OWNER', 200],
    ['CLUSTER_ADMIN', 200],
    ['BILLING', 403],
    ['READ_ONLY', 403],
  ])('%s gets %i', async (role, status) => {
    const { client } = await signedInMember(app, role, accountId);
    const { response } = await download(consolePath(accountId), sessionOf(client));
    expect(response.status).toBe(status);
  });

  it('is a zip of provider.tf and one file per live cluster, named safely', async () => {
    const { response, bytes } = await download(consolePath(accountId), sessionOf(owner.client));
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="terraform.zip"');
    const tf = files(bytes);
    expect(Object.keys(tf).toSorted()).toEqual(['_1st-orders.tf', 'events.tf', 'provider.tf', 'search.tf']);
    expect(tf['provider.tf']).toContain(
      `instaclustr = { source = "${TERRAFORM_PROVIDER.source}", version = "${TERRAFORM_PROVIDER.versionConstraint}" }`,
    );
    expect(tf['provider.tf']).toContain(
      'terraform_key = "Instaclustr-Terraform ${var.instaclustr_username}:${var.instaclustr_api_key}"',
    );
    expect(tf['_1st-orders.tf']).toContain('resource "instaclustr_cassandra_cluster_v2" "_1st-orders" {');
    expect(tf['_1st-orders.tf']).toContain('  name = "1st-orders"\n');
    expect(tf['_1st-orders.tf']).toContain('description = "Orders \\"primary\\" $${not.a.reference}"');
    expect(tf['_1st-orders.tf']?.match(/\n {2}data_centre \{/g)).toHaveLength(2);
    expect(tf['events.tf']).toContain('karapace_rest_proxy {');
    expect(tf['search.tf']).toContain('knn_plugin = true');
    expect(tf['search.tf']).toContain('number_of_racks = 3');
  });

  it("every file parses with a real HCL parser and each resource fits the provider's schema", async () => {
    const { bytes } = await download(consolePath(accountId), sessionOf(owner.client));
    const resources: string[] = [];
    for (const [name, text] of Object.entries(files(bytes))) {
      const parsed = (await parse(name, text)) as Record<string, unknown>;
      expect({ name, problems: resourceProblems(parsed) }).toEqual({ name, problems: [] });
      resources.push(...Object.keys((parsed.resource ?? {}) as object));
    }
    expect(resources.toSorted()).toEqual([
      'instaclustr_cassandra_cluster_v2',
      'instaclustr_kafka_cluster_v2',
      'instaclustr_opensearch_cluster_v2',
    ]);
  });

  it('an account with no clusters gets provider.tf alone; another account is not found', async () => {
    const other = await signedInMember(app, 'OWNER');
    const empty = await download(consolePath(other.accountId), sessionOf(other.client));
    expect(Object.keys(files(empty.bytes))).toEqual(['provider.tf']);
    const foreign = await download(consolePath(accountId), sessionOf(other.client));
    expect(foreign.response.status).toBe(404);
    expect((await download(consolePath('not-a-uuid'), sessionOf(owner.client))).response.status).toBe(400);
  });

  it('lists each cluster the provider cannot express instead of the zip', async () => {
    const other = await signedInMember(app, 'OWNER');
    const cluster = await createCluster(app.context.db, other.accountId, {
      name: 'two-dc-kafka',
      application: 'KAFKA',
      applicationVersion: '4.2.1',
      settings: kafkaFieldsSchema.parse({ kafkaVersion: '4.2.1' }),
    });
    const dc = {
      clusterId: cluster.id,
      cloudProvider: 'AWS_VPC',
      region: 'US_EAST_1',
      nodeSize: 'KFK-DEV-t4g.small-5',
    } as const;
    await app.context.db.insert(dataCentres).values([
      { ...dc, name: 'one', position: 0, numberOfNodes: 3, network: '10.0.0.0/16' },
      { ...dc, name: 'two', position: 1, numberOfNodes: 3, network: '10.1.0.0/16' },
    ]);
    const message = MESSAGES.terraform.singleDataCentre('two-dc-kafka', 'instaclustr_kafka_cluster_v2', 2);
    const { response, json } = await download(consolePath(other.accountId), sessionOf(other.client));
    expect(response.status).toBe(400);
    expect(json).toEqual({ errors: [{ name: 'two-dc-kafka', message }] });

    // The public path answers as SPEC §7 gives it: a JSON list of {message}, as Instaclustr does.
    const { key } = await other.client.ok(api.apiKeys.generate, {
      params: { accountId: other.accountId },
      body: { apiKeyType: 'PROVISIONING' },
    });
    const script = await download(api.publicTerraform.generateTerraformCode.path, basicAuth(other.user.username, key));
    expect(script.response.status).toBe(400);
    expect(script.json).toEqual([{ message }]);
  });
});

describe('GET /cluster-management/v2/operations/generate-terraform-code/v2 (API key)', () => {
  const path = api.publicTerraform.generateTerraformCode.path;

  it('a provisioning key gets the same zip as the console; read-only provisioning may too', async () => {
    const viaConsole = await download(consolePath(accountId), sessionOf(owner.client));
    for (const apiKeyType of ['PROVISIONING', 'READ_ONLY_PROVISIONING'] as const) {
      const { key } = await owner.client.ok(api.apiKeys.generate, { params: { accountId }, body: { apiKeyType } });
      const { response, bytes } = await download(path, basicAuth(owner.user.username, key));
      expect(response.status).toBe(200);
      expect(files(bytes)).toEqual(files(viaConsole.bytes));
    }
  });

  it('refuses no key (401) and a monitoring key (403)', async () => {
    expect((await download(path, {})).response.status).toBe(401);
    const { key } = await owner.client.ok(api.apiKeys.generate, {
      params: { accountId },
      body: { apiKeyType: 'MONITORING' },
    });
    expect((await download(path, basicAuth(owner.user.username, key))).response.status).toBe(403);
  });
});
