import {
  api,
  LIMITS,
  MESSAGES,
  SCIM_BODY_LIMIT_BYTES,
  SCIM_URNS,
  scimListResponseSchema,
  scimResourceTypeSchema,
  scimSchemaResourceSchema,
  scimServiceProviderConfigSchema,
} from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { person, ScimClient, scimError, scimProvider } from './scim-test-kit.ts';

let app: TestApp;
let scim: ScimClient;
beforeAll(async () => {
  app = await startTestApp();
  ({ scim } = await scimProvider(app));
});
afterAll(() => app.close());

const M = MESSAGES.scim;
const base = () => `${app.context.config.publicUrl.replace(/\/+$/, '')}/scim/v2`;

describe('discovery (RFC 7644 §4), told as it is', () => {
  it('ServiceProviderConfig: PATCH and filter supported, bulk, sort, changePassword and ETags not; bearer tokens', async () => {
    const response = await scim.get('/ServiceProviderConfig');
    expect(response.status).toBe(200);
    const config = scimServiceProviderConfigSchema.parse(response.body);
    expect(config).toEqual({
      schemas: [SCIM_URNS.serviceProviderConfig],
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: LIMITS.scimMaxResults },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken', primary: true })],
      meta: { resourceType: 'ServiceProviderConfig', location: `${base()}/ServiceProviderConfig` },
    });
  });

  it('Schemas and ResourceTypes: the User, as a list and by id', async () => {
    const schemas = await scim.get('/Schemas');
    const schemaList = scimListResponseSchema(scimSchemaResourceSchema).parse(schemas.body);
    expect([schemaList.totalResults, schemaList.Resources.map((schema) => schema.id)]).toEqual([1, [SCIM_URNS.user]]);
    const user = await scim.get(`/Schemas/${SCIM_URNS.user}`);
    expect(user.body).toEqual(schemaList.Resources[0]);
    const attributes = scimSchemaResourceSchema.parse(user.body).attributes.map((attribute) => attribute.name);
    expect(attributes).toEqual(['userName', 'name', 'displayName', 'emails', 'active']);

    const types = scimListResponseSchema(scimResourceTypeSchema).parse((await scim.get('/ResourceTypes')).body);
    expect(types.Resources).toEqual([
      expect.objectContaining({ id: 'User', endpoint: '/Users', schema: SCIM_URNS.user, schemaExtensions: [] }),
    ]);
    expect((await scim.get('/ResourceTypes/User')).body).toEqual(types.Resources[0]);

    for (const [path, detail] of [
      ['/Schemas/urn:ietf:params:scim:schemas:core:2.0:Group', M.schemaNotFound],
      ['/ResourceTypes/Group', M.resourceTypeNotFound],
    ] as const) {
      const response = await scim.get(path);
      expect([path, response.status, response.body]).toEqual([path, 404, scimError(404, detail)]);
    }
  });

  it('refuses a filter on a discovery endpoint with 403', async () => {
    for (const path of ['/ServiceProviderConfig', '/Schemas', '/ResourceTypes/User']) {
      const response = await scim.get(`${path}?filter=${encodeURIComponent('id eq "User"')}`);
      expect([path, response.status, response.body]).toEqual([path, 403, scimError(403, M.discoveryFilter)]);
    }
  });
});

describe('every answer under /scim/v2 is SCIM’s', () => {
  it('in application/scim+json, kept by no cache, with the security headers, refusals included', async () => {
    for (const [path, status] of [
      ['/Users', 200],
      ['/Users?filter=nonsense', 400],
      ['/Users/00000000-0000-4000-8000-000000000000', 404],
      ['/Groups', 404],
    ] as const) {
      const response = await scim.get(path);
      expect([path, response.status]).toEqual([path, status]);
      expect(response.headers.get('content-type')).toMatch(/^application\/scim\+json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const stranger = await new ScimClient(app.url, null).get('/Users');
    expect([stranger.status, stranger.headers.get('cache-control')]).toEqual([401, 'no-store']);
  });

  it('answers unknown paths and methods with 404 in SCIM’s error shape', async () => {
    for (const [method, path] of [
      ['GET', '/Groups'],
      ['GET', ''],
      ['POST', '/Bulk'],
      ['PATCH', '/Schemas'],
      ['DELETE', '/Users'],
    ] as const) {
      const response = await scim.request(method, path);
      expect([method, path, response.status, response.body]).toEqual([
        method,
        path,
        404,
        scimError(404, M.notFound(method, `/scim/v2${path}`)),
      ]);
    }
    // A user is found by its id only: none of another form, and none of another provider.
    const other = await scimProvider(app);
    const theirs = await other.scim.create(person('theirs'));
    for (const path of ['/Users/bjensen', `/Users/${theirs.id}`]) {
      const response = await scim.get(path);
      expect([path, response.status, response.body]).toEqual([path, 404, scimError(404, M.userNotFound)]);
      expect(
        (await scim.patch(path, { schemas: [SCIM_URNS.patchOp], Operations: [{ op: 'remove', path: 'externalId' }] }))
          .status,
      ).toBe(404);
      expect((await scim.delete(path)).status).toBe(404);
    }
  });

  it('reads bodies as application/scim+json or application/json: anything else 415, malformed 400, too large 413', async () => {
    const asJson = await scim.request('POST', '/Users', {
      body: person('plain-json'),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(asJson.status).toBe(201);

    const cases: [{ raw: string; headers?: Record<string, string> }, number, object][] = [
      [
        { raw: 'userName=bjensen', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        415,
        scimError(415, M.mediaType),
      ],
      [{ raw: '<User/>', headers: { 'content-type': 'application/xml' } }, 415, scimError(415, M.mediaType)],
      [{ raw: '{"userName":' }, 400, scimError(400, M.invalidJson, 'invalidSyntax')],
      [{ raw: '{"__proto__":{"admin":true}}' }, 400, scimError(400, M.invalidJson, 'invalidSyntax')],
      [{ raw: '' }, 400, scimError(400, M.bodyRequired, 'invalidSyntax')],
      [
        { raw: JSON.stringify({ ...person('large'), padding: 'x'.repeat(SCIM_BODY_LIMIT_BYTES) }) },
        413,
        scimError(413, M.tooLarge(SCIM_BODY_LIMIT_BYTES)),
      ],
    ];
    for (const [init, status, body] of cases) {
      const response = await scim.request('POST', '/Users', init);
      expect([init.raw.slice(0, 40), response.status, response.body]).toEqual([init.raw.slice(0, 40), status, body]);
    }
  });

  it('validates bodies with the contracts’ schemas: 400 invalidSyntax for the structure, invalidValue for a value', async () => {
    const cases: [unknown, string][] = [
      [['not', 'an', 'object'], 'invalidSyntax'],
      [{ userName: 'no-schemas', emails: [{ value: 'a@b.example' }] }, 'invalidSyntax'],
      [{ ...person('wrong-schema'), schemas: [SCIM_URNS.patchOp] }, 'invalidSyntax'],
      [{ ...person('x'), userName: 42 }, 'invalidValue'],
      [person('has space'), 'invalidValue'],
      [person('ab'), 'invalidValue'],
      [person('bad-email', { emails: [{ value: 'not-an-address' }] }), 'invalidValue'],
      [person('bad-active', { active: 'sometimes' }), 'invalidValue'],
      [person('long-name', { displayName: 'n'.repeat(101) }), 'invalidValue'],
      [person('nul\u0000byte'), 'invalidValue'],
      [person('fine', { displayName: 'lone \ud800 surrogate' }), 'invalidValue'],
    ];
    for (const [body, scimType] of cases) {
      const response = await scim.post('/Users', body);
      expect([body, response.status, response.body]).toEqual([
        body,
        400,
        expect.objectContaining({ schemas: [SCIM_URNS.error], status: '400', scimType }),
      ]);
    }
    const named = await scim.post('/Users', person('bad-email', { emails: [{ value: 'not-an-address' }] }));
    expect(named.body).toEqual(scimError(400, 'emails.value: Enter a valid e-mail address', 'invalidValue'));
  });

  it('leaves the console API’s own answers alone', async () => {
    const login = await new ApiClient(app.url).raw('POST', api.auth.login.path, {
      body: JSON.stringify({ username: 'x', password: 'y' }),
      headers: { 'content-type': 'application/scim+json' },
    });
    expect(login.status).toBe(415);
    expect(login.body).toMatchObject({ errors: [{ message: MESSAGES.requestBody.notJson }] });
    const outside = await new ApiClient(app.url).raw('GET', '/scim/v1/Users');
    expect([outside.status, outside.body]).toMatchObject([404, { errors: [{ name: 'NOT_FOUND' }] }]);
  });
});
