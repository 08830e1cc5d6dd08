import { SCIM_BASE_PATH, SCIM_MEDIA_TYPE, SCIM_URNS, scimUserSchema, type ScimUser } from '@datadeck/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createAccount } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { randomToken, tokenDigest } from '../../platform/auth/tokens.ts';
import { accountUsers, auditEvents, identityProviders, identityProviderUsers } from '../../platform/db/schema.ts';

/** What the SCIM tests share: a provider with a token, a client that speaks SCIM, and the rows they look at. */

export interface ScimResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON when the answer is JSON, else the text. */
  body: unknown;
}

/** An identity provider's SCIM client over real HTTP: `Authorization: Bearer <token>`, SCIM's media type. */
export class ScimClient {
  constructor(
    readonly baseUrl: string,
    readonly token: string | null,
  ) {}

  async request(
    method: string,
    path: string,
    init: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ScimResponse> {
    const text = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const response = await fetch(`${this.baseUrl}${SCIM_BASE_PATH}${path}`, {
      method,
      body: text,
      headers: {
        accept: SCIM_MEDIA_TYPE,
        ...(text === undefined ? {} : { 'content-type': SCIM_MEDIA_TYPE }),
        ...(this.token === null ? {} : { authorization: `Bearer ${this.token}` }),
        ...init.headers,
      },
    });
    const answer = await response.text();
    const isJson = /json/.test(response.headers.get('content-type') ?? '');
    return { status: response.status, headers: response.headers, body: isJson && answer ? JSON.parse(answer) : answer };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown) => this.request('POST', path, { body });
  put = (path: string, body: unknown) => this.request('PUT', path, { body });
  patch = (path: string, body: unknown) => this.request('PATCH', path, { body });
  delete = (path: string) => this.request('DELETE', path);

  /** POST /Users expecting 201: the created User. */
  async create(body: object): Promise<ScimUser> {
    const response = await this.post('/Users', body);
    if (response.status !== 201) throw new Error(`POST /Users: ${response.status} ${JSON.stringify(response.body)}`);
    return scimUserSchema.parse(response.body);
  }
}

/** A fresh account (unless given) with an identity provider holding a SCIM token, and its client. */
export async function scimProvider(
  app: TestApp,
  options: { accountId?: string; displayName?: string; enabled?: boolean } = {},
) {
  const accountId = options.accountId ?? (await createAccount(app.context.db));
  const token = randomToken();
  const [provider] = await app.context.db
    .insert(identityProviders)
    .values({
      accountId,
      displayName: options.displayName ?? 'Okta',
      issuer: 'https://idp.example.com/metadata',
      authUrl: 'https://idp.example.com/sso',
      x509Cert: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
      enabled: options.enabled ?? false,
      scimTokenDigest: tokenDigest(token),
      scimTokenCreatedAt: app.clock.now(),
    })
    .returning({ id: identityProviders.id });
  if (!provider) throw new Error('provider not created');
  return { accountId, providerId: provider.id, token, scim: new ScimClient(app.url, token) };
}

/** RFC 7643 §8.2's Barbara Jensen, as a create body with the e-mail address the console needs. */
export const bjensen = (overrides: Record<string, unknown> = {}) => ({
  schemas: [SCIM_URNS.user],
  userName: 'bjensen',
  externalId: 'bjensen',
  name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
  emails: [
    { value: 'bjensen@example.com', type: 'work', primary: true },
    { value: 'babs@jensen.org', type: 'home' },
  ],
  ...overrides,
});

/** A create body for a person of the given name. */
export const person = (userName: string, overrides: Record<string, unknown> = {}) => ({
  schemas: [SCIM_URNS.user],
  userName,
  name: { givenName: userName, familyName: 'Tester' },
  emails: [{ value: `${userName}@scim.example`, type: 'work', primary: true }],
  ...overrides,
});

/** A PatchOp of the operations. */
export const patchOp = (...Operations: object[]) => ({ schemas: [SCIM_URNS.patchOp], Operations });

/** SCIM's error body (RFC 7644 §3.12). */
export const scimError = (status: number, detail: string, scimType?: string) => ({
  schemas: [SCIM_URNS.error],
  status: String(status),
  ...(scimType !== undefined && { scimType }),
  detail,
});

/** The user's role on the account, or null when not linked. */
export async function roleOn(app: TestApp, accountId: string, userId: string) {
  const [row] = await app.context.db
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  return row?.role ?? null;
}

/** The account's SCIM audit events, oldest first. */
export function scimEvents(app: TestApp, accountId: string) {
  return app.context.db
    .select({
      type: auditEvents.type,
      actor: auditEvents.actor,
      detail: auditEvents.detail,
      actorUserId: auditEvents.actorUserId,
      sourceIp: auditEvents.sourceIp,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.accountId, accountId),
        inArray(auditEvents.type, [
          'SCIM_USER_PROVISIONED',
          'SCIM_USER_UPDATED',
          'SCIM_USER_DEACTIVATED',
          'SCIM_USER_DELETED',
        ]),
      ),
    )
    .orderBy(asc(auditEvents.seq));
}

/** The provider's record of the user (identity_provider_users). */
export async function scimRecordOf(app: TestApp, providerId: string, userId: string) {
  const [row] = await app.context.db
    .select({
      source: identityProviderUsers.source,
      externalId: identityProviderUsers.externalId,
      active: identityProviderUsers.active,
    })
    .from(identityProviderUsers)
    .where(and(eq(identityProviderUsers.providerId, providerId), eq(identityProviderUsers.userId, userId)));
  return row ?? null;
}
