import { parse } from '@cdktf/hcl2json';
import {
  api,
  DEMO_PASSWORD,
  SESSION_COOKIE,
  TERRAFORM_CLUSTER_RESOURCES,
  TERRAFORM_ENCRYPTION_KEY_RESOURCE,
} from '@datadeck/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { resourceProblems } from './provider-schema-check.ts';

/** The Demo Account's seeded clusters, of every application and status, all export and fit the schema. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => app.close());

it("exports every live demo cluster as a resource the provider's schema accepts", async () => {
  const client = new ApiClient(app.url);
  const me = await client.signIn('demo-owner', DEMO_PASSWORD);
  const accountId = me.accounts[0]?.id ?? '';
  const { total } = await client.ok(api.clusters.list, { params: { accountId }, query: {} });
  const response = await fetch(`${app.url}${api.terraform.download.path.replace(':accountId', accountId)}`, {
    headers: { cookie: `${SESSION_COOKIE}=${client.sessionToken ?? ''}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A refusal shows its error list in the failure.
  expect(response.status === 200 ? 200 : strFromU8(bytes)).toBe(200);
  const types: string[] = [];
  let keys: object = {};
  for (const [name, data] of Object.entries(unzipSync(bytes))) {
    const parsed = (await parse(name, strFromU8(data))) as Record<string, unknown>;
    expect({ name, problems: resourceProblems(parsed) }).toEqual({ name, problems: [] });
    const resources = (parsed.resource ?? {}) as Record<string, object>;
    if (name === 'encryption-keys.tf') keys = resources[TERRAFORM_ENCRYPTION_KEY_RESOURCE] ?? {};
    else types.push(...Object.keys(resources));
  }
  expect(types).toHaveLength(total);
  expect(new Set(types)).toEqual(new Set(Object.values(TERRAFORM_CLUSTER_RESOURCES)));
  // The demo's AWS encryption keys, as the provider's own resource.
  const demoKeys = await client.ok(api.encryptionKeys.list, { params: { accountId } });
  expect(demoKeys.length).toBeGreaterThan(0);
  expect(Object.keys(keys)).toHaveLength(demoKeys.length);
});
