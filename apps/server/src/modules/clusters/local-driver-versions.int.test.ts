import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, LOCAL_DRIVER_VERSIONS, MESSAGES, type Endpoint } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../../../test/api-client.ts';
import { cassandraBody, kafkaBody, opensearchBody } from '../../../test/cluster-requests.ts';
import { referenceErrors, referenceSchema } from '../../../test/instaclustr-reference.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { clusters } from '../../platform/db/schema.ts';
import { scriptOf } from './update-test-kit.ts';

/**
 * With CLUSTER_DRIVER=local the console offers, and creates, only the versions the local driver
 * can run (LOCAL_DRIVER_VERSIONS). Every request here is refused before anything is stored or
 * provisioned, so no engine is needed: ENGINES_DIR is an empty folder.
 */

const rules = MESSAGES.clusterRequests;

let app: TestApp;
let enginesDir: string;
let script: Awaited<ReturnType<typeof scriptOf>>;

beforeAll(async () => {
  enginesDir = mkdtempSync(path.join(tmpdir(), 'local-driver-versions-'));
  app = await startTestApp({ CLUSTER_DRIVER: 'local', ENGINES_DIR: enginesDir });
  script = await scriptOf(app);
});
afterAll(async () => {
  await app.close();
  rmSync(enginesDir, { recursive: true, force: true });
});

const consoleCall = (endpoint: Endpoint, body: unknown) =>
  script.client.call(endpoint, { params: { accountId: script.accountId } as never, body: body as never });
const publicCall = (endpoint: Endpoint, body: unknown) =>
  new ApiClient(app.url).call(endpoint, { body: body as never, headers: script.headers });

/** A 400 with exactly this one field error. */
const only = (name: string, message: string) => ({ status: 400, body: { errors: [{ name, message }] } });
const refusal = (response: ApiResponse) => ({ status: response.status, body: response.body });

const storedClusters = () =>
  app.context.db.select({ id: clusters.id }).from(clusters).where(eq(clusters.accountId, script.accountId));

describe('the catalogue of a console whose clusters the local driver runs', () => {
  it('offers only the versions the local driver can run', async () => {
    const { versions } = await script.client.ok(api.catalogue.versions);
    expect(versions).toEqual([
      { application: 'APACHE_CASSANDRA', versions: [] },
      { application: 'KAFKA', versions: [...LOCAL_DRIVER_VERSIONS.KAFKA] },
      { application: 'OPENSEARCH', versions: [] },
    ]);
  });
});

describe('creating a cluster of a version the local driver cannot run', () => {
  it('is refused on the version field through the console API, with the versions it can run', async () => {
    const response = await consoleCall(api.clusters.createKafka, { ...kafkaBody('old-kafka'), kafkaVersion: '3.9.2' });
    expect(refusal(response)).toEqual(
      only('kafkaVersion', rules.versionNotRunByLocalDriver('Apache Kafka', ['4.1.2', '4.2.1'])),
    );
    expect(JSON.stringify(response.body)).toContain(
      "This version cannot run on this console's local driver. Choose one of: 4.1.2, 4.2.1.",
    );
  });

  it('is refused the same way through the public API, in Instaclustr’s error shape', async () => {
    const response = await publicCall(api.public.createKafka, { ...kafkaBody('old-kafka'), kafkaVersion: '3.9.2' });
    expect(refusal(response)).toEqual(
      only('kafkaVersion', rules.versionNotRunByLocalDriver('Apache Kafka', ['4.1.2', '4.2.1'])),
    );
    expect(referenceErrors(referenceSchema('ErrorListResponseV2'), response.body)).toEqual([]);
  });

  it('refuses every version of an application the local driver does not run yet', async () => {
    const cassandra = await consoleCall(api.clusters.createCassandra, cassandraBody('orders-db'));
    expect(refusal(cassandra)).toEqual(
      only('cassandraVersion', "No version of Apache Cassandra can run on this console's local driver yet."),
    );
    const opensearch = await publicCall(api.public.createOpensearch, opensearchBody('search'));
    expect(refusal(opensearch)).toEqual(only('opensearchVersion', rules.versionNotRunByLocalDriver('OpenSearch', [])));
  });

  it('stores nothing, so nothing is provisioned (the driver provisions a stored cluster)', async () => {
    expect(await storedClusters()).toEqual([]);
  });
});
