import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accessDescription,
  api,
  ERROR_STATUSES,
  fileMediaTypeOf,
  operationIdOf,
  SUCCESS_STATUSES,
} from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, contractEndpoints, errorNames } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
let webDir: string;
let client: ApiClient;

beforeAll(async () => {
  // A stand-in for apps/web/dist: what matters here is which file answers which path.
  webDir = await mkdtemp(path.join(tmpdir(), 'datadeck-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(path.join(webDir, 'assets', 'main-abc123.js'), 'export {};');
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await startTestApp({ WEB_DIST_DIR: webDir });
  client = new ApiClient(app.url);
});
afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('probes', () => {
  it('says the process is up and the database reachable', async () => {
    expect(await client.ok(api.system.health)).toEqual({ status: 'ok' });
    expect(await client.ok(api.system.ready)).toEqual({ status: 'ok' });
  });
});

describe('the web app and unknown paths', () => {
  it('serves index.html for console routes, so deep links work', async () => {
    for (const route of ['/', '/sign-in', '/accounts/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/clusters/x']) {
      const response = await client.raw('GET', route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.body).toContain('<title>console</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const asset = await client.raw('GET', '/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await client.raw('GET', '/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 JSON for unknown API paths, unknown methods and missing files', async () => {
    for (const [method, route] of [
      ['GET', '/v1/nothing-here'],
      ['GET', '/v1'],
      ['POST', '/v1/me'],
      ['DELETE', '/api/anything'],
      ['GET', '/assets/missing.js'],
      ['GET', '/cluster-management/v2/nothing'],
      ['GET', '/cluster-management'],
      ['PUT', '/monitoring/v1/nothing'],
      ['GET', '/monitoring'],
      // /scim/v2 is SCIM's (its own error shape, modules/scim); anything else under /scim is ours.
      ['GET', '/scim/v1/Users'],
      ['PATCH', '/scim'],
      ['GET', '/api'],
      ['GET', '/v1/me/'],
      ['GET', '/v1/nothing?search=x'],
    ] as const) {
      const response = await client.raw(method, route);
      expect(response.status, `${method} ${route}`).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(errorNames(response.body)).toEqual(['NOT_FOUND']);
    }
  });

  it('answers 404 JSON, never the page, for API paths spelt in another case, with doubled slashes or encoded', async () => {
    for (const route of [
      '/V1/nothing-here',
      '/V1/me',
      '//v1/me',
      '//v1',
      '/v1//me',
      '/Cluster-Management/v2/resources/applications/cassandra/clusters/v2',
      '/MONITORING/v1/clusters/00000000-0000-4000-8000-000000000000',
      '/Api/openapi.json',
      '/SCIM/v1/Users',
      '/%761/nothing-here',
      '/%2Fv1/me',
    ]) {
      const response = await client.raw('GET', route);
      expect([route, response.status]).toEqual([route, 404]);
      expect([route, response.headers.get('content-type')]).toEqual([
        route,
        expect.stringMatching(/^application\/json/),
      ]);
      expect(errorNames(response.body)).toEqual(['NOT_FOUND']);
    }
  });

  it('answers a path parameter of any length, or a URL that cannot be decoded, in the JSON error shape', async () => {
    const member = new ApiClient(app.url);
    await member.signIn(
      (await createMember(app.context.db, await createAccount(app.context.db), 'OWNER')).username,
      TEST_PASSWORD,
    );
    const long = await member.raw('GET', `/v1/accounts/${'a'.repeat(150)}/clusters`);
    expect(long.status).toBe(400);
    expect(errorNames(long.body)).toEqual(['accountId']);
    // Past Node's 16 KiB for the request line and headers, Node's parser refuses it itself.
    const huge = await member.raw('GET', `/v1/accounts/${'a'.repeat(20_000)}/clusters`);
    expect(huge.status).toBe(431);
    expect(errorNames(huge.body)).toEqual(['HEADERS_TOO_LARGE']);
    const undecodable = await client.raw('GET', '/v1/accounts/%E0%A4%A/clusters');
    expect(undecodable.status).toBe(400);
    expect(errorNames(undecodable.body)).toEqual(['FST_ERR_BAD_URL']);
  });

  it('sets the security headers on every answer', async () => {
    for (const route of ['/', '/healthz', '/v1/nothing-here']) {
      const { headers } = await client.raw('GET', route);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      // PUBLIC_URL is http here: no HSTS.
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("puts the console's pages under a Content-Security-Policy that opens only to the payment provider", async () => {
    for (const route of ['/', '/index.html', '/accounts/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/settings']) {
      const response = await client.raw('GET', route);
      expect(response.body).toContain('<title>console</title>');
      const policy = new Map(
        (response.headers.get('content-security-policy') ?? '').split('; ').map((d) => {
          const [name = '', ...values] = d.split(' ');
          return [name, values.join(' ')] as const;
        }),
      );
      expect(policy.get('script-src'), `${route}`).toBe("'self'");
      expect(policy.get('default-src')).toBe("'self'");
      // The card widget calls the provider and posts its 3-D Secure forms into the provider's iframes.
      expect(policy.get('connect-src')).toBe(`'self' ${app.context.config.paymentProviderOrigin}`);
      expect(policy.get('frame-src')).toBe(app.context.config.paymentProviderOrigin);
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'self'");
      expect(policy.get('form-action')).toBe(`'self' ${app.context.config.paymentProviderOrigin}`);
    }
  });
});

describe('OpenAPI', () => {
  interface Operation {
    operationId?: string;
    description?: string;
    tags?: string[];
    security?: unknown[];
    parameters?: { name: string }[];
    responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  }
  const openApiDocument = async () =>
    (await client.raw('GET', '/api/openapi.json')).body as {
      openapi: string;
      tags: { name: string; description: string }[];
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };

  it('documents every endpoint of the contracts with its parameters and access', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toMatch(/^3\./);
    for (const e of contractEndpoints) {
      const openApiPath = e.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[e.method.toLowerCase()];
      expect(operation, `${e.method} ${openApiPath}`).toBeDefined();
      // Public operations say so with an empty list; the others name the session, the key or both.
      expect(operation?.security?.length === 0, `${e.method} ${openApiPath}`).toBe(e.access.kind === 'public');
      expect(Array.isArray(operation?.security)).toBe(true);
      expect(operation?.description).toBe(accessDescription(e));
      expect(operation?.operationId).toBe(operationIdOf(e));
    }
    const listParams = document.paths['/v1/accounts/{accountId}/clusters']?.get?.parameters?.map((p) => p.name);
    expect(listParams).toEqual(expect.arrayContaining(['accountId', 'startIndex', 'search']));
  });

  it("shows the contracts' endpoints only: static files, the docs and the document itself stay hidden", async () => {
    const document = await openApiDocument();
    const contractPaths = new Set(contractEndpoints.map((e) => e.path.replace(/:([A-Za-z]+)/g, '{$1}')));
    expect(Object.keys(document.paths).toSorted()).toEqual([...contractPaths].toSorted());
  });

  it('lists every declared status, each error as the one ApiError component (or the body it declares), and describes each', async () => {
    const document = await openApiDocument();
    const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
    const declaredBody = { 'application/json': { schema: expect.any(Object) } };
    for (const e of contractEndpoints) {
      const responses = document.paths[e.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[e.method.toLowerCase()]?.responses;
      expect(Object.keys(responses ?? {}).map(Number), `${e.method} ${e.path}`).toEqual([e.status, ...e.errors]);
      for (const status of e.errors) {
        const declared = e.errorBodies?.[status] !== undefined;
        expect(responses?.[status], `${e.method} ${e.path} ${status}`).toEqual({
          description: ERROR_STATUSES[status],
          content: declared ? declaredBody : errorBody,
        });
      }
      expect(responses?.[e.status]?.description).toBe(SUCCESS_STATUSES[e.status]);
    }
    expect(Object.keys(document.components.schemas)).toEqual(['ApiError']);
    // SPEC §7: the public Terraform export's failure is a JSON list of {message}.
    const terraform = document.paths[api.publicTerraform.generateTerraformCode.path]?.get?.responses?.[400];
    expect(terraform?.content?.['application/json']?.schema).toMatchObject({
      type: 'array',
      items: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    });
  });

  it("describes a file response as its media type's bytes, not JSON", async () => {
    const document = await openApiDocument();
    const files = contractEndpoints.filter((e) => fileMediaTypeOf(e.response) !== undefined);
    expect(files).toContain(api.billing.invoicePdf);
    for (const e of files) {
      const responses = document.paths[e.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[e.method.toLowerCase()]?.responses;
      expect(responses?.[e.status], `${e.method} ${e.path}`).toEqual({
        description: SUCCESS_STATUSES[e.status],
        content: { [fileMediaTypeOf(e.response) ?? '']: { schema: { type: 'string', format: 'binary' } } },
      });
    }
  });

  it('gives every operation its own id and declares its tags with descriptions', async () => {
    const document = await openApiDocument();
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(contractEndpoints.length);
    expect(ids).toContain('clustersList');
    const used = new Set(operations.flatMap((o) => o.tags ?? []));
    expect(document.tags.map((t) => t.name).toSorted()).toEqual([...used].toSorted());
    expect(document.tags.every((t) => t.description.length > 0)).toBe(true);
  });

  it('serves browsable docs', async () => {
    const docs = await client.raw('GET', '/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
