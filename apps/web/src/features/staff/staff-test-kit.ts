import {
  api,
  type AccountFlags,
  type EndpointResponse,
  type FeatureSwitches,
  type IdentityProvider,
  type Me,
  type StaffAccount,
} from '@datadeck/contracts';
import { failure, ok, stubApi, type FakeRequest, type FakeRoute, type Reply } from '../../test/fake-api.ts';
import {
  account,
  ACCOUNT_ID,
  impersonatedMe,
  OTHER_ACCOUNT_ID,
  staffMe,
  trialNotStarted,
  clusterList,
} from '../../test/fixtures.ts';

export const OWNER_USER_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
export const READER_USER_ID = '1c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f';

export const staffAccount: StaffAccount = {
  id: ACCOUNT_ID,
  name: 'Acme Analytics',
  flags: {
    clusterCreationAllowed: true,
    pciCompatible: false,
    onPremisesEnabled: false,
    ssoSelfServeEnabled: false,
    zeroInboundAccessConsoleView: false,
    invoiced: false,
    accountType: 'OTHER',
  },
  users: [
    { id: OWNER_USER_ID, username: 'demo-owner', displayName: 'Dana Owner', email: 'dana@example.com', role: 'OWNER' },
    {
      id: READER_USER_ID,
      username: 'demo-reader',
      displayName: 'Rory Reader',
      email: 'rory@example.com',
      role: 'READ_ONLY',
    },
  ],
};

export const accountSummaries = [
  { id: ACCOUNT_ID, name: 'Acme Analytics', userCount: 2 },
  { id: OTHER_ACCOUNT_ID, name: 'Acme Staging', userCount: 1 },
];

type StaffMessage = EndpointResponse<typeof api.staff.messages>['messages'][number];

export const MESSAGE_ID = '2d3e4f5a-6b7c-4d8e-af90-1b2c3d4e5f6a';
export const EXPIRED_MESSAGE_ID = '3e4f5a6b-7c8d-4e9f-8a01-2c3d4e5f6a7b';

export const staffMessages: StaffMessage[] = [
  {
    id: MESSAGE_ID,
    message: 'Scheduled maintenance on Saturday',
    severity: 'warning',
    expiresAt: null,
    accountId: null,
    maintenance: 'DISRUPTIVE',
    createdAt: '2030-01-02T09:00:00.000Z',
  },
  {
    id: EXPIRED_MESSAGE_ID,
    message: 'Welcome to the new console',
    severity: 'info',
    expiresAt: '2020-01-01T00:00:00.000Z',
    accountId: ACCOUNT_ID,
    maintenance: null,
    createdAt: '2019-12-01T09:00:00.000Z',
  },
];

/** An identity provider of the account as the server answers it (inactive, registered by its owner). */
export function staffIdentityProvider(overrides: Partial<IdentityProvider> = {}): IdentityProvider {
  const idpId = overrides.idpId ?? '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d';
  const sp = `https://console.example.com/v1/auth/saml/${idpId}`;
  return {
    idpId,
    displayName: 'Acme Okta',
    enabled: false,
    issuer: 'https://idp.acme.example/metadata',
    authUrl: 'https://idp.acme.example/sso',
    integrationProgress: 3,
    x509Cert: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
    lastModified: '2030-03-04T09:05:00.000Z',
    audienceUri: sp,
    serviceProvider: {
      assertionConsumerServiceUrl: `${sp}/acs`,
      audienceUri: sp,
      relayState: `/accounts/${ACCOUNT_ID}`,
      metadataUrl: `${sp}/metadata`,
      signInUrl: `${sp}/login`,
    },
    certificate: {
      subject: 'CN=Acme Okta',
      issuer: 'CN=Acme Okta',
      validFrom: '2030-01-01T00:00:00.000Z',
      validTo: '2031-01-01T00:00:00.000Z',
      fingerprintSha256: 'AB:CD',
    },
    jitProvisioning: false,
    scim: { baseUrl: 'https://console.example.com/scim/v2', tokenCreatedAt: null },
    ...overrides,
  };
}

type ServeOptions = {
  user?: Me;
  /** The account's identity providers (none by default). */
  identityProviders?: IdentityProvider[];
  /** Answers a PUT of a provider's switches; by default stores them. */
  updateIdentityProvider?: (request: FakeRequest) => Reply;
  /** Answers a PUT of the flags; by default stores them. */
  saveFlags?: (request: FakeRequest) => Reply;
  /** Answers the start of an impersonation; by default the impersonated owner. */
  impersonate?: (request: FakeRequest) => Reply;
  /** Answers a POST of a message; by default creates it. */
  createMessage?: (request: FakeRequest) => Reply;
};

/** What the fake server was sent, by endpoint. */
export type StaffCalls = {
  /** How often /v1/me was read. */
  meReads: number;
  searches: string[];
  flags: AccountFlags[];
  impersonations: unknown[];
  switches: FeatureSwitches[];
  created: unknown[];
  expired: string[];
  identityProviders: { idpId: string; body: unknown }[];
};

/** The landing page of the impersonated account, where impersonation leads. */
const landingPages: FakeRoute[] = [
  [api.accounts.get, () => ok(account)],
  [api.accounts.messagesOfTheDay, () => ok({ messages: [] })],
  [api.accounts.freeTrial, () => ok(trialNotStarted)],
  [api.clusters.list, () => ok(clusterList([]))],
];

/** A fake server for the staff pages (staff user signed in), recording what it was sent. */
export function serveStaff({
  user = staffMe,
  identityProviders = [],
  updateIdentityProvider,
  saveFlags,
  impersonate,
  createMessage,
}: ServeOptions = {}): StaffCalls {
  const calls: StaffCalls = {
    meReads: 0,
    searches: [],
    flags: [],
    impersonations: [],
    switches: [],
    created: [],
    expired: [],
    identityProviders: [],
  };
  let providers = identityProviders;
  let signedIn = user;
  let switches: FeatureSwitches = { databaseMaintenance: false };
  let messages = staffMessages;
  stubApi([
    [
      api.auth.me,
      () => {
        calls.meReads += 1;
        return ok(signedIn);
      },
    ],
    [
      api.staff.searchAccounts,
      ({ query }) => {
        const search = query.get('search') ?? '';
        calls.searches.push(search);
        const term = search.toLowerCase();
        return ok({ accounts: accountSummaries.filter((summary) => summary.name.toLowerCase().includes(term)) });
      },
    ],
    [
      api.staff.getAccount,
      ({ params }) => (params.accountId === ACCOUNT_ID ? ok(staffAccount) : failure(404, 'NOT_FOUND', 'Not found')),
    ],
    [
      api.staff.updateAccountFlags,
      (request) => {
        calls.flags.push(request.body as AccountFlags);
        return saveFlags ? saveFlags(request) : ok({ ...staffAccount, flags: request.body });
      },
    ],
    [
      api.staff.startImpersonation,
      (request) => {
        calls.impersonations.push(request.body);
        if (impersonate) return impersonate(request);
        signedIn = impersonatedMe;
        return ok(impersonatedMe);
      },
    ],
    [api.identityProviders.staffList, ({ params }) => ok(params.accountId === ACCOUNT_ID ? providers : [])],
    [
      api.identityProviders.staffUpdate,
      (request) => {
        const idpId = request.params.idpId ?? '';
        calls.identityProviders.push({ idpId, body: request.body });
        if (updateIdentityProvider) return updateIdentityProvider(request);
        providers = providers.map((p) => (p.idpId === idpId ? { ...p, ...(request.body as object) } : p));
        const updated = providers.find((p) => p.idpId === idpId);
        return updated ? ok(updated) : failure(404, 'NOT_FOUND', 'Not found');
      },
    ],
    [api.staff.featureSwitches, () => ok(switches)],
    [
      api.staff.updateFeatureSwitches,
      (request) => {
        switches = request.body as FeatureSwitches;
        calls.switches.push(switches);
        return ok(switches);
      },
    ],
    [api.staff.messages, () => ok({ messages })],
    [
      api.staff.createMessage,
      (request) => {
        calls.created.push(request.body);
        if (createMessage) return createMessage(request);
        return {
          status: 201,
          body: {
            ...(request.body as object),
            id: '4f5a6b7c-8d9e-4f0a-9b12-3d4e5f6a7b8c',
            createdAt: '2030-01-03T09:00:00.000Z',
          },
        };
      },
    ],
    [
      api.staff.expireMessage,
      ({ params }) => {
        calls.expired.push(params.messageId ?? '');
        // Expired a second ago, as the server would say just after.
        const expiresAt = new Date(Date.now() - 1_000).toISOString();
        messages = messages.map((message) => (message.id === params.messageId ? { ...message, expiresAt } : message));
        const expired = messages.find((message) => message.id === params.messageId);
        return expired ? ok(expired) : failure(404, 'NOT_FOUND', 'Not found');
      },
    ],
    ...landingPages,
  ]);
  return calls;
}
