import { api, APPLICATION_VERSIONS } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  const member = await createMember(app.context.db, await createAccount(app.context.db), 'READ_ONLY');
  client = new ApiClient(app.url);
  await client.signIn(member.username, TEST_PASSWORD);
});
afterAll(() => app.close());

describe('the catalogue API', () => {
  it('lists the versions offered', async () => {
    const { versions } = await client.ok(api.catalogue.versions);
    expect(versions.find((v) => v.application === 'KAFKA')?.versions).toEqual([...APPLICATION_VERSIONS.KAFKA]);
  });

  it('lists the regions of a provider for an application', async () => {
    const { regions } = await client.ok(api.catalogue.regions, {
      query: { application: 'OPENSEARCH', cloudProvider: 'GCP' },
    });
    expect(regions).toContain('us-central1');
    expect(regions).not.toContain('US_EAST_1');
  });

  it('lists node sizes with facts and prices, narrowed by the query', async () => {
    const { nodeSizes } = await client.ok(api.catalogue.nodeSizes, {
      query: {
        application: 'KAFKA',
        cloudProvider: 'AWS_VPC',
        region: 'US_EAST_1',
        role: 'KAFKA_BROKER',
        slaTier: 'PRODUCTION',
      },
    });
    expect(nodeSizes.length).toBeGreaterThan(10);
    expect(nodeSizes.every((s) => s.role === 'KAFKA_BROKER' && !s.development && s.region === 'US_EAST_1')).toBe(true);
    expect(nodeSizes.find((s) => s.name === 'KFK-PRD-r7g.large-400')).toMatchObject({
      vcpus: 2,
      memoryGiB: 16,
      diskGB: 400,
    });
  });

  it('asks for an application', async () => {
    const response = await client.raw('GET', api.catalogue.nodeSizes.path);
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual(['application']);
  });

  it('is for signed-in users', async () => {
    const response = await new ApiClient(app.url).call(api.catalogue.versions);
    expect(response.status).toBe(401);
  });
});
