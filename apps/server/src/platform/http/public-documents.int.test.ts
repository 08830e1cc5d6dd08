import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, TERRAFORM_AUTH_SCHEME, TERRAFORM_DOCUMENT_PATH, type Endpoint } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { PUBLIC_OPENAPI_PATH } from './openapi.ts';

/** Instaclustr's own description of the API, with the extensions its Terraform provider reads. */
const REFERENCE_FILE = path.resolve(
  import.meta.dirname,
  '../../../../../../shared/reference/instaclustr/cluster-management-v2.openapi.json',
);

type Json = Record<string, unknown>;
const reference = JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as { paths: Record<string, Json> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const extensionsOf = (value: unknown): Json =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Json)
      .filter(([key]) => key.startsWith('x-terraform'))
      .toSorted(([a], [b]) => a.localeCompare(b)),
  );
const successOf = (operation: Json) =>
  Object.keys(operation.responses as Json).find((status) => status.startsWith('2')) ?? 'none';

let app: TestApp;
let terraformYaml: Response;
let terraform: {
  swagger: string;
  host: string;
  schemes: string[];
  paths: Record<string, Json>;
  definitions: Record<string, Json>;
  security: unknown;
};

beforeAll(async () => {
  app = await startTestApp();
  terraformYaml = await fetch(`${app.url}${TERRAFORM_DOCUMENT_PATH}`);
  terraform = parse(await terraformYaml.clone().text()) as typeof terraform;
});

afterAll(async () => {
  await app.close();
});

describe('the Terraform provider document', () => {
  it('is Swagger 2.0 YAML, served without credentials, naming the terraform_key the provider is configured with', () => {
    expect(terraformYaml.status).toBe(200);
    expect(terraformYaml.headers.get('content-type')).toMatch(/^application\/yaml/);
    expect(terraform.swagger).toBe('2.0');
    // The provider calls back the host and port it downloaded the document from.
    expect(terraform).toMatchObject({ host: new URL(app.url).host, schemes: ['http'] });
    expect(terraform.security).toEqual([{ terraform_key: [] }]);
  });

  it('has only paths and methods of the reference, with its success status, resource name and extensions', () => {
    const problems: string[] = [];
    const same = (what: string, ours: unknown, theirs: unknown) => {
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
        problems.push(`${what}: ours ${JSON.stringify(ours)}, the reference's ${JSON.stringify(theirs)}`);
      }
    };
    for (const [documentPath, item] of Object.entries(terraform.paths)) {
      const theirs = reference.paths[documentPath];
      if (!theirs) {
        problems.push(`${documentPath} is not in the reference`);
        continue;
      }
      same(`${documentPath} resource name`, item['x-terraform-resource-name'], theirs['x-terraform-resource-name']);
      for (const method of METHODS.filter((m) => m in item)) {
        const ours = item[method] as Json;
        const their = theirs[method] as Json | undefined;
        if (!their) {
          problems.push(`${method} ${documentPath} is not in the reference`);
          continue;
        }
        const status = successOf(their);
        same(`${method} ${documentPath} success`, successOf(ours), status);
        // Every extension the reference puts on the operation and its success answer is ours, same value.
        same(`${method} ${documentPath} extensions`, extensionsOf(ours), extensionsOf(their));
        const answer = (operation: Json) => (operation.responses as Json)[status];
        same(`${method} ${documentPath} ${status} extensions`, extensionsOf(answer(ours)), extensionsOf(answer(their)));
      }
    }
    expect(problems).toEqual([]);
  });

  it('has the three cluster resources, AWS encryption keys and their two data sources, and every public operation on them', () => {
    const names = Object.values(terraform.paths)
      .map((item) => item['x-terraform-resource-name'])
      .filter(Boolean);
    expect(names.toSorted()).toEqual(
      [
        'aws_encryption_key_v2',
        'aws_encryption_keys_v2',
        'cassandra_cluster_v2',
        'clusters_v2',
        'kafka_cluster_v2',
        'opensearch_cluster_v2',
      ].toSorted(),
    );
    const documented = new Set(
      Object.entries(terraform.paths).flatMap(([p, item]) =>
        METHODS.filter((m) => m in item).map((m) => `${m} ${p.replace(/\/$/, '')}`),
      ),
    );
    const resourcePaths =
      /^\/cluster-management\/v2\/resources\/(applications\/(cassandra|kafka|opensearch)\/clusters|providers\/aws\/encryption-keys)\/v2(\/:[A-Za-z]+)?$/;
    const publicOnes = Object.values(api)
      .flatMap((group) => Object.values(group as Record<string, Endpoint>))
      .filter((e) => e.tag === 'public' && resourcePaths.test(e.path))
      .map((e) => `${e.method.toLowerCase()} ${e.path.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(publicOnes.length).toBeGreaterThanOrEqual(12);
    expect(publicOnes.filter((operation) => !documented.has(operation))).toEqual([]);
    // And nothing Datadeck does not implement: every operation is a declared public endpoint.
    const declared = new Set(
      Object.values(api)
        .flatMap((group) => Object.values(group as Record<string, Endpoint>))
        .filter((e) => e.tag === 'public')
        .map((e) => `${e.method.toLowerCase()} ${e.path.replace(/:([A-Za-z]+)/g, '{$1}')}`),
    );
    expect([...documented].filter((operation) => !declared.has(operation))).toEqual([]);
  });

  it('polls the cluster operation status, renames data centres and tags, marks server-filled fields computed', () => {
    const kafka = terraform.definitions.KafkaClusterV2?.properties as Record<string, Json>;
    expect(kafka.currentClusterOperationStatus).toMatchObject({ readOnly: true, 'x-terraform-field-status': true });
    expect(kafka.id).toMatchObject({ readOnly: true });
    expect(kafka.dataCentres).toMatchObject({ 'x-terraform-field-name': 'data_centre' });
    const dataCentre = (kafka.dataCentres?.items as Json | undefined)?.properties as Record<string, Json>;
    expect(dataCentre.tags).toMatchObject({ 'x-terraform-field-name': 'tag', 'x-terraform-computed': true });
    expect(dataCentre.nodes).toMatchObject({ readOnly: true });
    expect(kafka.twoFactorDelete).toMatchObject({ 'x-terraform-computed': true });
    const clusters = terraform.definitions.ClustersV2?.properties as Record<string, Json>;
    expect(clusters.accountId).toMatchObject({ 'x-terraform-id': true });
  });

  it('is answered with the terraform_key the provider sends: "Instaclustr-Terraform user:key"', async () => {
    const { accountId, client, user } = await signedInMember(app, 'OWNER');
    const { key } = await client.ok(api.apiKeys.generate, {
      params: { accountId },
      body: { apiKeyType: 'PROVISIONING' },
    });
    const list = await fetch(`${app.url}${api.public.listClusters.path}`, {
      headers: { authorization: `${TERRAFORM_AUTH_SCHEME} ${user.username}:${key}` },
    });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([{ accountId, clusters: [] }]);
    const refused = await fetch(`${app.url}${api.public.listClusters.path}`, {
      headers: { authorization: `${TERRAFORM_AUTH_SCHEME} ${user.username}:not-the-key` },
    });
    expect(refused.status).toBe(401);
  });
});

describe('the public API document', () => {
  it('holds every public operation of the whole document and nothing else', async () => {
    const whole = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, Json> };
    const publicDocument = (await (await fetch(`${app.url}${PUBLIC_OPENAPI_PATH}`)).json()) as {
      paths: Record<string, Json>;
      tags: { name: string }[];
      components: { schemas: Json };
    };
    const operations = (paths: Record<string, Json>, only?: string) =>
      Object.entries(paths).flatMap(([p, item]) =>
        METHODS.filter((m) => m in item && (!only || ((item[m] as Json).tags as string[]).includes(only))).map(
          (m) => `${m} ${p}`,
        ),
      );
    expect(operations(publicDocument.paths).toSorted()).toEqual(operations(whole.paths, 'public').toSorted());
    expect(operations(publicDocument.paths, 'public')).toHaveLength(operations(publicDocument.paths).length);
    expect(operations(publicDocument.paths).length).toBeGreaterThanOrEqual(12);
    expect(publicDocument.tags.map((tag) => tag.name)).toEqual(['public']);
    expect(publicDocument.components.schemas).toHaveProperty('ApiError');
  });
});
