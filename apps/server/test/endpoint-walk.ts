import { randomUUID } from 'node:crypto';
import { api, roleHasPermission, type Endpoint, type Role } from '@datadeck/contracts';
import { ApiClient } from './api-client.ts';
import { encryptedCard } from './card-encryption.ts';
import { providerPublicKey } from './pay-sandbox.ts';
import { runFingerprint } from './three-ds-browser.ts';
import { cassandraBody } from './cluster-requests.ts';
import {
  keyTypeFor,
  validBodies,
  validQueries,
  WALK_INVOICE_MONTH,
  WALK_KMS_ARN,
  WALK_PROVIDER_ACCOUNT_ID,
  WALK_REVOKE_QUERY,
  WALK_TAG_QUERY,
  WALK_IDENTITY_PROVIDER,
  walkName,
  walkServiceUser,
} from './endpoint-walk-input.ts';
import { createAccount, createMember, linkUser, TEST_PASSWORD } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { billingForm } from '../src/modules/billing/billing-test-kit.ts';
import { eq } from 'drizzle-orm';
import {
  accounts,
  accountWebhooks,
  customTags,
  identityProviders,
  providerAccounts,
} from '../src/platform/db/schema.ts';
import { addImage } from '../src/modules/private-cloud/private-cloud-test-kit.ts';
import { createOrganisation } from '../src/modules/organisations/organisations-test-kit.ts';

/**
 * What the tests that drive every endpoint of the contracts share (the guard walk, the fuzzing):
 * an account with an owner and a cluster, path parameters and input that pass each endpoint's
 * validation, and callers signed in with the role the test asks for.
 */

/** The account under test, its owner and a cluster of it with a node, for the calls that name one. */
export interface Walk {
  accountId: string;
  owner: ApiClient;
  /** An organisation the owner owns, of an account of theirs other than the one under test. */
  organisationId: string;
  /** A new account the owner owns, in no organisation: one to link. */
  ownersNewAccount(): Promise<string>;
  cluster: { id: string; nodeId: string };
  /** A new cluster of the account (a deletion is lodged once, so each DELETE needs its own). */
  newCluster(): Promise<{ id: string }>;
  /** A client signed in as the user. */
  signedIn(user: { username: string }): Promise<ApiClient>;
  /** Path parameters: the account under test, a key type the role may hold, random ids for the rest. */
  pathParams(e: Endpoint, role: Role | null): Record<string, string>;
  /**
   * Path parameters naming what exists, so a role let in gets the endpoint's success: the
   * account's cluster and its node (a cluster of its own to delete), and the caller's own key of
   * the type it names.
   */
  existingParams(e: Endpoint, role: Role, caller: ApiClient): Promise<Record<string, string>>;
  /** Input for the account under test that passes the endpoint's validation (checked here). */
  validInput(
    e: Endpoint,
    role: Role | null,
    params?: Record<string, string>,
  ): { params: Record<string, string>; query: Record<string, string> | undefined; body: unknown };
}

/** Values of path parameters that are neither the account nor a key type nor an id. */
const NAMED_PARAMS: Record<string, string> = { application: 'cassandra', type: 'SUPPORT' };

/**
 * The card provider's key when the walk's console is pointed at a running sandbox (PAY_API_URL,
 * PAY_PUBLIC_URL): then the billing card calls can succeed; null when none answers.
 */
async function walkProviderKey(app: TestApp) {
  const { config } = app.context;
  if (config.cardProvider === null) return null;
  try {
    return await providerPublicKey({ url: config.paymentProviderOrigin }, new URL(config.publicUrl).origin);
  } catch {
    return null;
  }
}

/** A card the sandbox authorises at once, and one it authorises after a frictionless 3-D Secure 2. */
const WALK_CARD = { number: '4111111111111111', expiryMonth: '03', expiryYear: '2030', cvc: '737' };
const WALK_THREE_DS_CARD = { ...WALK_CARD, number: '5454545454545454' };

export async function prepareWalk(app: TestApp): Promise<Walk> {
  const accountId = await createAccount(app.context.db);
  const providerKey = await walkProviderKey(app);
  /** Per role, the 3-D Secure result of a verification the role's caller left waiting. */
  const threeDSResults = new Map<Role | null, string>();
  const signedIn = async (user: { username: string }) => {
    const client = new ApiClient(app.url);
    await client.signIn(user.username, TEST_PASSWORD);
    return client;
  };
  const ownerUser = await createMember(app.context.db, accountId, 'OWNER');
  const owner = await signedIn(ownerUser);
  const ownersNewAccount = async () => {
    const id = await createAccount(app.context.db);
    await linkUser(app.context.db, id, ownerUser.id, 'OWNER');
    return id;
  };
  // Not of the account under test, which the walk may still turn into an organisation of its own.
  const organisationId = await createOrganisation(app.context.db, ownerUser.id, [await ownersNewAccount()]);
  const newCluster = () =>
    owner.ok(api.clusters.createCassandra, { params: { accountId }, body: cassandraBody(walkName()) });
  const created = await newCluster();
  const nodeId = created.dataCentres[0]?.nodes[0]?.id;
  if (nodeId === undefined) throw new Error('a new cluster has its nodes laid out at once');

  const pathParams = (e: Endpoint, role: Role | null) => {
    const names = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
    return Object.fromEntries(
      names.map((name) => [
        name,
        name === 'accountId'
          ? accountId
          : name === 'apiKeyType'
            ? keyTypeFor(role)
            : name === 'organisationId'
              ? organisationId
              : (NAMED_PARAMS[name] ?? randomUUID()),
      ]),
    );
  };

  return {
    accountId,
    owner,
    organisationId,
    ownersNewAccount,
    cluster: { id: created.id, nodeId },
    newCluster,
    signedIn,
    pathParams,
    async existingParams(e, role, caller) {
      const params = pathParams(e, role);
      if ('clusterId' in params) params.clusterId = e.method === 'DELETE' ? (await newCluster()).id : created.id;
      if ('nodeId' in params) params.nodeId = nodeId;
      if ('invoiceId' in params) {
        // Issuing is idempotent: every caller names the one invoice of the month.
        const invoice = await owner.ok(api.billing.issueInvoice, {
          params: { accountId },
          body: { month: WALK_INVOICE_MONTH },
        });
        params.invoiceId = invoice.id;
      }
      // A linked user to change or unlink: one of their own, read-only, so no owner rule refuses.
      if (e === api.linkedUsers.changeRole || e === api.linkedUsers.unlink) {
        params.username = (await createMember(app.context.db, accountId, 'READ_ONLY')).username;
      }
      // An account of the organisation to unlink, so it keeps one more.
      if (e === api.organisations.unlinkAccount) {
        params.accountId = await ownersNewAccount();
        await owner.ok(api.organisations.linkAccount, {
          params: { organisationId },
          body: { accountId: params.accountId },
        });
      }
      // A support webhook to delete or test, written past the API: its URL is one the address
      // policy refuses, so a test message fails at once without the walk reaching anything.
      if (e === api.accountWebhooks.delete || e === api.accountWebhooks.test) {
        await app.context.db
          .insert(accountWebhooks)
          .values({
            accountId,
            type: 'SUPPORT',
            url: 'http://127.0.0.1:9/walk',
            secret: app.context.secrets.seal('whsec_walk'),
          })
          .onConflictDoNothing();
      }
      if (e === api.tags.delete) {
        await app.context.db
          .insert(customTags)
          .values({ accountId, ...WALK_TAG_QUERY, value: '' })
          .onConflictDoNothing();
      }
      // ZIA gateways exist only on an account with the feature; a gateway of its own to terminate.
      if (e.path.includes('/zia-gateways')) {
        await app.context.db
          .update(accounts)
          .set({ zeroInboundAccessConsoleView: true })
          .where(eq(accounts.id, accountId));
        if ('gatewayId' in params) {
          const gateway = await owner.ok(api.ziaGateways.add, {
            params: { accountId },
            body: { name: walkName(), cloudProvider: 'AWS_VPC' },
          });
          params.gatewayId = gateway.id;
        }
      }
      // Encryption keys: the walk's provider account, and a new key for each call that names one
      // (a DELETE removes it), added by the owner.
      if (e.path.includes('/encryption-keys')) {
        await app.context.db
          .insert(providerAccounts)
          .values({ id: WALK_PROVIDER_ACCOUNT_ID, accountId, name: 'Walk AWS', awsAccountId: '123456789012' })
          .onConflictDoNothing();
        if ('keyId' in params || 'encryptionKeyId' in params) {
          const key = await owner.ok(api.encryptionKeys.add, {
            params: { accountId },
            body: { alias: 'walk key', arn: WALK_KMS_ARN, providerAccountId: WALK_PROVIDER_ACCOUNT_ID },
          });
          if ('keyId' in params) params.keyId = key.id;
          else params.encryptionKeyId = key.id;
        }
      }
      // An OIDC provider of the account to view, save or delete (delete takes it: a new one each call).
      if ('oidcId' in params) {
        const provider = await owner.ok(api.oidcProviders.add, {
          params: { accountId },
          body: {
            clientId: 'walk-client',
            clientName: 'Walk SSO',
            clientSecret: 'walk-client-secret',
            clientUrl: 'https://sso.example.com',
          },
        });
        params.oidcId = provider.id;
      }
      // SSO: the account may set it up itself; a register finds none (it takes the one slot), and
      // a call that names a provider finds the account's.
      if (e.path.includes('/identity-providers')) {
        await app.context.db.update(accounts).set({ ssoSelfServeEnabled: true }).where(eq(accounts.id, accountId));
        if (e === api.identityProviders.register) {
          await app.context.db.delete(identityProviders).where(eq(identityProviders.accountId, accountId));
        } else if ('idpId' in params) {
          const [existing] = await app.context.db
            .select({ id: identityProviders.id })
            .from(identityProviders)
            .where(eq(identityProviders.accountId, accountId));
          params.idpId =
            existing?.id ??
            (await owner.ok(api.identityProviders.register, { params: { accountId }, body: WALK_IDENTITY_PROVIDER }))
              .idpId;
        }
      }
      // The open invitation the revoke's query names (409 when it is open already: as good).
      if (e === api.invitations.revoke) {
        await owner.call(api.invitations.create, {
          params: { accountId },
          body: { email: WALK_REVOKE_QUERY.email, profile: 'READ_ONLY' },
        });
      }
      // Private-cloud images: the walk's account turns on-premises, with an image for `:id`.
      if (e.path.includes('/resources/private-cloud')) {
        await app.context.db.update(accounts).set({ onPremisesEnabled: true }).where(eq(accounts.id, accountId));
        if ('id' in params) params.id = (await addImage(app, accountId)).id;
      }
      const namesKey = 'apiKeyType' in params || e.query?.shape.apiKeyType !== undefined;
      if ('username' in params && e.path.includes('/service-users')) {
        // A service user the caller added (so administers), with a key of the type the call names;
        // for a role that may only view them, one the owner added.
        if (!roleHasPermission(role, 'CREATE_SERVICE_USER')) {
          const added = await owner.ok(api.serviceUsers.create, { params: { accountId }, body: walkServiceUser(role) });
          params.username = added.username;
        } else {
          const added = await caller.ok(api.serviceUsers.create, {
            params: { accountId },
            body: walkServiceUser(role),
          });
          params.username = added.username;
          if (namesKey) {
            await caller.ok(api.serviceUsers.generateKey, {
              params: { accountId, username: added.username },
              body: { apiKeyType: keyTypeFor(role) },
            });
          }
        }
      } else if (namesKey && roleHasPermission(role, 'EDIT_API_KEYS')) {
        await caller.ok(api.apiKeys.generate, { params: { accountId }, body: { apiKeyType: keyTypeFor(role) } });
      }
      // A 3-D Secure result needs a verification waiting for it.
      if (e === api.billing.result && providerKey !== null && roleHasPermission(role, 'EDIT_BILLING')) {
        const pending = await caller.ok(api.billing.payment, {
          params: { accountId },
          body: {
            ...billingForm(),
            savedDetails: { paymentMethod: encryptedCard(providerKey, WALK_THREE_DS_CARD, 'mc') },
          },
        });
        if (pending.action === null) throw new Error('the 3-D Secure card asked for no fingerprint');
        const fingerprint = await runFingerprint(app.context.config.paymentProviderOrigin, pending.action);
        if ('threeDSResult' in fingerprint) threeDSResults.set(role, fingerprint.threeDSResult);
      }
      return params;
    },
    validInput(e, role, params = pathParams(e, role)) {
      const query: Record<string, string> | undefined =
        e.query === undefined || e.query.safeParse({}).success
          ? undefined
          : validQueries.has(e)
            ? validQueries.get(e)
            : e.path.includes('/monitoring/')
              ? { metrics: 'n::cpuUtilization' }
              : { apiKeyType: keyTypeFor(role) };
      const makeBody = validBodies.get(e);
      if (e.body && !makeBody) throw new Error(`no valid body for ${e.method} ${e.path}: add one to the walk`);
      const body =
        e === api.billing.payment && providerKey !== null
          ? { ...billingForm(), savedDetails: { paymentMethod: encryptedCard(providerKey, WALK_CARD, 'visa') } }
          : e === api.billing.result
            ? { threeDSResult: threeDSResults.get(role) ?? 'e30=' }
            : makeBody?.(role);
      // The walk's own check: its input really passes validation.
      e.params?.parse(params);
      e.query?.parse(query ?? {});
      e.body?.parse(body);
      return { params, query, body };
    },
  };
}
