import { randomUUID } from 'node:crypto';
import {
  api,
  DEFAULT_NOTIFICATION_CHOICE,
  DEFAULT_SECURITY_SETTINGS,
  notificationFormOf,
  notificationUpdateOf,
  ROLE_API_KEY_TYPES,
  serviceUserProfilesFor,
  type ApiKeyType,
  type Endpoint,
  type Role,
} from '@datadeck/contracts';
import { cassandraBody, kafkaBody, opensearchBody } from './cluster-requests.ts';
import { billingForm } from '../src/modules/billing/billing-test-kit.ts';
import { DEFAULT_FLAGS } from './staff.ts';
import { idpKeys } from './saml.ts';

/** The identity provider the walk registers: a certificate valid by the test clock. */
export const WALK_IDENTITY_PROVIDER = {
  displayName: 'Walk IdP',
  issuer: 'https://idp.walk.example/saml',
  authUrl: 'https://idp.walk.example/sso',
  x509Cert: (await idpKeys()).certificate,
};

/**
 * The input of the endpoint walk (endpoint-walk.ts): a body and a query that pass each endpoint's
 * validation, and the fixed names the walk's set-up makes exist before a call names them.
 */

/** A key type the role may hold (a handler refuses others with 403, which is not the guard's). */
export const keyTypeFor = (role: Role | null): ApiKeyType => (role && ROLE_API_KEY_TYPES[role][0]) || 'MONITORING';

export const walkName = () => `walk-${randomUUID().slice(0, 8)}`;

/** A service user the role may add: of the role's own profile where it may give it, so it holds the role's key types. */
export const walkServiceUser = (role: Role | null) => ({
  username: walkName(),
  displayName: 'Walk bot',
  email: 'walk-bot@test.example',
  profile: role !== null && serviceUserProfilesFor(role).includes(role) ? role : 'READ_ONLY',
});

/** A month that has ended by the test clock: its invoice can be issued (with nothing to charge, $0). */
export const WALK_INVOICE_MONTH = '2026-10';

/** A well-formed invitation token that names no invitation. */
export const WALK_INVITATION_TOKEN = 'walk-token-that-names-no-invitation';

/** Valid bodies of the endpoints that read one; a new such endpoint must add its own. */
export const validBodies = new Map<Endpoint, (role: Role | null) => unknown>([
  [api.clusters.createCassandra, () => cassandraBody(walkName())],
  [api.clusters.createKafka, () => kafkaBody(walkName())],
  [api.clusters.createOpensearch, () => opensearchBody(walkName())],
  [api.public.createCassandra, () => cassandraBody(walkName())],
  [api.public.createKafka, () => kafkaBody(walkName())],
  [api.public.createOpensearch, () => opensearchBody(walkName())],
  ...[api.public.updateCassandra, api.public.updateKafka, api.public.updateOpensearch].map(
    (e) => [e, () => ({ dataCentres: [{ name: 'AWS_VPC_US_EAST_1' }] })] as const,
  ),
  [api.security.update, () => DEFAULT_SECURITY_SETTINGS],
  // Both blank: valid, and no URL for the walk to resolve or reach.
  [api.accountWebhooks.update, () => ({ supportWebhook: '', maintenanceWebhook: '' })],
  [api.apiKeys.generate, (role) => ({ apiKeyType: keyTypeFor(role) })],
  [api.ziaGateways.add, () => ({ name: walkName(), cloudProvider: 'AWS_VPC' })],
  [api.apiKeys.updateAllowList, () => ({ cidrAllowList: ['10.0.0.0/8'] })],
  ...[api.serviceUsers, api.publicServiceUsers].flatMap((table) => [
    [table.create, walkServiceUser] as const,
    [table.update, () => ({ displayName: 'Walk bot renamed' })] as const,
    [table.generateKey, (role: Role | null) => ({ apiKeyType: keyTypeFor(role) })] as const,
    [table.updateKeyAllowList, () => ({ cidrAllowList: ['10.0.0.0/8'] })] as const,
  ]),
  [api.auth.login, () => ({ username: 'someone', password: 'not-the-password' })],
  [
    api.auth.changeExpiredPassword,
    () => ({ username: 'someone', password: 'not-the-password', newPassword: 'A-new-password-2026' }),
  ],
  [api.auth.changePassword, () => ({ currentPassword: 'not-the-password', newPassword: 'A-new-password-2026' })],
  [api.auth.confirmMfaEnrolment, () => ({ code: '123456' })],
  [api.clusters.confirmDeletion, () => ({ token: 'not-a-token' })],
  [api.staff.updateAccountFlags, () => DEFAULT_FLAGS],
  [api.staff.startImpersonation, () => ({ accountId: randomUUID(), userId: randomUUID() })],
  [api.staff.updateFeatureSwitches, () => ({ databaseMaintenance: false })],
  [api.billing.update, () => billingForm()],
  [
    api.billing.payment,
    () => ({
      ...billingForm(),
      savedDetails: {
        paymentMethod: {
          type: 'scheme',
          encryptedCardNumber: 'not-encrypted',
          encryptedExpiryMonth: 'not-encrypted',
          encryptedExpiryYear: 'not-encrypted',
          encryptedSecurityCode: 'not-encrypted',
          holderName: 'J.Smith',
          brand: 'visa',
        },
      },
    }),
  ],
  [api.billing.result, () => ({ threeDSResult: 'e30=' })],
  [api.billing.issueInvoice, () => ({ month: WALK_INVOICE_MONTH })],
  [api.linkedUsers.changeRole, () => ({ profile: 'READ_ONLY' })],
  [api.invitations.create, () => ({ email: `${walkName()}@example.com`, profile: 'READ_ONLY' })],
  [api.invitations.lookup, () => ({ token: WALK_INVITATION_TOKEN })],
  [api.invitations.accept, () => ({ token: WALK_INVITATION_TOKEN })],
  [
    api.invitations.acceptAsNewUser,
    () => ({
      token: WALK_INVITATION_TOKEN,
      username: walkName(),
      displayName: 'Walk',
      password: 'A-new-password-2026',
    }),
  ],
  [
    api.accountDetails.update,
    () => ({
      name: 'Walk account',
      companyName: 'Walk Ltd',
      supportContacts: 'walk@example.com',
      emergencyContacts: '',
      maintenanceContacts: '',
    }),
  ],
  [api.accountDetails.createOrganisation, () => ({ name: 'Walk Group' })],
  [api.notificationPreferences.update, () => notificationUpdateOf(notificationFormOf(DEFAULT_NOTIFICATION_CHOICE))],
  [
    api.organisations.update,
    () => ({ name: 'Walk Group', supportContacts: 'walk@example.com', emergencyContacts: '', isBillingSynced: false }),
  ],
  // An account that exists nowhere: the guard's walk links one of the owner's of its own.
  [api.organisations.linkAccount, () => ({ accountId: randomUUID() })],
  // Encryption keys: the console names the walk's provider account (written by existingParams).
  [
    api.encryptionKeys.add,
    () => ({ alias: 'walk key', arn: WALK_KMS_ARN, providerAccountId: WALK_PROVIDER_ACCOUNT_ID }),
  ],
  [api.publicEncryptionKeys.add, () => ({ alias: 'walk key', arn: WALK_KMS_ARN })],
  // OIDC providers: a valid provider, added or saved over an existing one.
  ...[api.oidcProviders.add, api.oidcProviders.update].map(
    (e) =>
      [
        e,
        () => ({
          clientId: 'walk-client',
          clientName: 'Walk SSO',
          clientSecret: 'walk-client-secret',
          clientUrl: 'https://sso.example.com',
        }),
      ] as const,
  ),
  [
    api.staff.createMessage,
    () => ({ message: 'Maintenance tonight', severity: 'info', accountId: null, expiresAt: null }),
  ],
  [api.identityProviders.register, () => WALK_IDENTITY_PROVIDER],
  [api.identityProviders.saveProgress, () => ({ progress: 1 })],
  [api.identityProviders.staffUpdate, () => ({ enabled: true, jitProvisioning: false })],
  // Tags: a new key per call, so no add meets a duplicate.
  [api.tags.add, () => ({ key: walkName(), value: 'walk' })],
]);

/** Encryption keys of the walk: one provider account of a fixed id, and a key ARN of its AWS account. */
export const WALK_PROVIDER_ACCOUNT_ID = '7d0f4a9e-3c2b-4e5a-8f61-0a9b8c7d6e5f';
export const WALK_KMS_ARN = 'arn:aws:kms:us-east-1:123456789012:key/4f1c1a52-6c5b-4a7e-9d0e-2b7f3c9a8e11';

/** The address the walk's revoke names; an invitation to it is opened before each call. */
export const WALK_REVOKE_QUERY = { email: 'walk@example.com' };
/** The tag the walk's delete names; added (past the API) before each call. */
export const WALK_TAG_QUERY = { key: 'walk-tag' };

/** Valid queries of the endpoints whose query has required fields other than the walk's defaults. */
export const validQueries = new Map<Endpoint, Record<string, string>>([
  [api.ssoSignIn.samlDiscovery, { email: 'walk@example.com' }],
  [api.catalogue.regions, { application: 'APACHE_CASSANDRA', cloudProvider: 'AWS_VPC' }],
  [api.catalogue.nodeSizes, { application: 'APACHE_CASSANDRA' }],
  [api.invitations.revoke, WALK_REVOKE_QUERY],
  [api.tags.delete, WALK_TAG_QUERY],
]);
