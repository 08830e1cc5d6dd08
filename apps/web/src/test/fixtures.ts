import type { Account, ClusterCard, ClusterList, FreeTrial, Me, Role } from '@datadeck/contracts';

/** Contract-shaped test data; the fake API (fake-api.ts) parses every answer with its endpoint's schema. */
export const ACCOUNT_ID = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
export const OTHER_ACCOUNT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const CLUSTER_ID = '9d8c7b6a-5f4e-4d3c-b2a1-0f9e8d7c6b5a';

export const me: Me = {
  username: 'demo-owner',
  displayName: 'Dana Owner',
  email: 'dana@example.com',
  mfaEnabled: false,
  mfaSetupRequired: false,
  isAdmin: false,
  impersonatedBy: null,
  accounts: [
    { id: ACCOUNT_ID, name: 'Acme Analytics', role: 'OWNER' },
    { id: OTHER_ACCOUNT_ID, name: 'Acme Staging', role: 'READ_ONLY' },
  ],
  features: { databaseMaintenance: false },
  csrfToken: 'csrf-token-123',
};

export const account: Account = {
  id: ACCOUNT_ID,
  name: 'Acme Analytics',
  companyName: 'Acme Pty Ltd',
  accountType: 'OTHER',
  clusterCreationAllowed: true,
  pciCompatible: false,
  onPremisesEnabled: false,
  features: { zeroInboundAccessConsoleView: false, ssoSelfServeEnabled: false },
  awsEncryptionKeys: false,
  role: 'OWNER',
  profile: 'OWNER',
};

export function cluster(overrides: Partial<ClusterCard> = {}): ClusterCard {
  return {
    id: CLUSTER_ID,
    name: 'orders-cassandra',
    description: 'Order history for the shop',
    status: 'RUNNING',
    deleteRequestDate: null,
    freeTrialPending: false,
    freeTrialExpires: null,
    provisioningDetails: null,
    mainApplication: { bundleType: { name: 'APACHE_CASSANDRA', logoSrc: '/logos/apache_cassandra.svg' } },
    otherBundles: [],
    tags: { team: 'checkout' },
    ...overrides,
  };
}

export function clusterList(results: ClusterCard[], overrides: Partial<ClusterList> = {}): ClusterList {
  return { results, search: '', startIndex: 0, total: results.length, totalIsLowerBound: false, ...overrides };
}

export const trialNotStarted: FreeTrial = { status: 'NOT_STARTED', hasBillingDetails: false, daysRemaining: 14 };

/** A staff user of the operator, linked to no customer account (as demo-staff). */
export const staffMe: Me = {
  ...me,
  username: 'demo-staff',
  displayName: 'Sam Staff',
  email: 'sam@datadeck.example',
  isAdmin: true,
  accounts: [],
};

/** `me` while staffMe impersonates them: the session's user is the impersonated one. */
export const impersonatedMe: Me = { ...me, impersonatedBy: staffMe.username };

/**
 * A user signed in with `role` on ACCOUNT_ID (their other account as in `me`): the `/v1/me`
 * answer, with `overrides` of the user's own fields, and the account as that user reads it.
 */
export function signedInAs(role: Role, overrides: Partial<Omit<Me, 'accounts'>> = {}): { me: Me; account: Account } {
  return {
    me: {
      ...me,
      ...overrides,
      accounts: me.accounts.map((linked) => (linked.id === ACCOUNT_ID ? { ...linked, role } : linked)),
    },
    account: { ...account, role, profile: role },
  };
}
