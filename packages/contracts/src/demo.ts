import type { Role } from './roles.ts';
import type { ApiKeyType } from './domains/api-keys.ts';

/**
 * The demo data created on first start (SEED_DEMO): one place for the logins the server seeds,
 * the README lists and the end-to-end tests sign in with.
 */
export const DEMO_PASSWORD = 'Datadeck-demo-2026';

export const DEMO_ACCOUNT_NAME = 'Demo Account';
/** Linked to the owner only; no clusters and no billing details, so the welcome state shows. */
export const DEMO_EMPTY_ACCOUNT_NAME = 'Demo Sandbox';

/**
 * Two owners and nothing else: PCI compliance can be turned on here (it needs two owners), and
 * its users are nobody else's, so turning on enforced MFA disturbs no other demo login.
 */
export const DEMO_COMPLIANCE_ACCOUNT_NAME = 'Demo Compliance';

/**
 * SPEC §4 organisation-synced billing, to try: an organisation with billing details of its own,
 * and an account in it that uses them (billing synced), linked to demo-owner (Owner) and
 * demo-billing (Billing), who may reset it. The Demo Account itself has no billing details.
 * demo-owner owns the organisation (SPEC §2 organisation pages), which syncs billing.
 */
export const DEMO_ORGANISATION_NAME = 'Demo Group';
export const DEMO_SYNCED_ACCOUNT_NAME = 'Demo Subsidiary';
export const DEMO_SYNCED_ACCOUNT_USERS = [
  { username: 'demo-owner', role: 'OWNER' },
  { username: 'demo-billing', role: 'BILLING' },
] as const satisfies readonly { username: string; role: Role }[];

/** The Demo Account's free trial started this many days before the seed. */
export const DEMO_TRIAL_STARTED_DAYS_AGO = 4;

/** Messages of the day: one for every account, one for the Demo Account; they expire in 30 days. */
export const DEMO_MESSAGES_OF_THE_DAY = {
  global: 'Scheduled console maintenance on Sunday, 02:00–03:00 UTC. Clusters are not affected.',
  demoAccount: 'Cassandra 4.0 reaches end of support soon: plan the upgrade of sessions-cassandra.',
  lifetimeDays: 30,
} as const;

export interface DemoUser {
  readonly username: string;
  readonly displayName: string;
  /** The account the user works in; null for staff, who are linked to no account. */
  readonly account: typeof DEMO_ACCOUNT_NAME | typeof DEMO_COMPLIANCE_ACCOUNT_NAME | null;
  /** Role on that account. */
  readonly role: Role | null;
  readonly isAdmin: boolean;
}

export const DEMO_USERS = [
  { username: 'demo-owner', displayName: 'Olivia Owner', account: DEMO_ACCOUNT_NAME, role: 'OWNER', isAdmin: false },
  {
    username: 'demo-admin',
    displayName: 'Adam Admin',
    account: DEMO_ACCOUNT_NAME,
    role: 'CLUSTER_ADMIN',
    isAdmin: false,
  },
  // A second owner of the Demo Account: its owners can be managed (the last one cannot), and
  // PCI compliance and inactivity revocation, which need two owners, can be turned on there.
  {
    username: 'demo-deputy',
    displayName: 'Dana Deputy',
    account: DEMO_ACCOUNT_NAME,
    role: 'OWNER',
    isAdmin: false,
  },
  {
    username: 'demo-billing',
    displayName: 'Bella Billing',
    account: DEMO_ACCOUNT_NAME,
    role: 'BILLING',
    isAdmin: false,
  },
  {
    username: 'demo-readonly',
    displayName: 'Rory Readonly',
    account: DEMO_ACCOUNT_NAME,
    role: 'READ_ONLY',
    isAdmin: false,
  },
  { username: 'demo-staff', displayName: 'Sam Staff', account: null, role: null, isAdmin: true },
  // A second staff user, so the staff journey (MFA enrolment, impersonation) has its own login.
  { username: 'demo-support', displayName: 'Sue Support', account: null, role: null, isAdmin: true },
  {
    username: 'demo-compliance',
    displayName: 'Cora Compliance',
    account: DEMO_COMPLIANCE_ACCOUNT_NAME,
    role: 'OWNER',
    isAdmin: false,
  },
  {
    username: 'demo-co-owner',
    displayName: 'Cole Co-owner',
    account: DEMO_COMPLIANCE_ACCOUNT_NAME,
    role: 'OWNER',
    isAdmin: false,
  },
] as const satisfies readonly DemoUser[];

/** A pending invitation on the Demo Account, so the Open Invitations table has a row to show. */
export const DEMO_INVITATION = { email: 'new.colleague@example.com', role: 'READ_ONLY' } as const satisfies {
  email: string;
  role: Role;
};

/**
 * The Demo Account's service user (SPEC §2), administered by demo-owner, with one key of each
 * type listed. It signs in nowhere; its keys are generated at the seed and shown to nobody (an
 * owner rotates one to use it).
 */
export const DEMO_SERVICE_USER = {
  username: 'demo-ci-bot',
  displayName: 'CI Bot',
  email: 'ci-bot@demo-retail.example',
  profile: 'CLUSTER_ADMIN',
  administrator: 'demo-owner',
  keyTypes: ['PROVISIONING'],
} as const satisfies {
  username: string;
  displayName: string;
  email: string;
  profile: Role;
  administrator: (typeof DEMO_USERS)[number]['username'];
  keyTypes: readonly ApiKeyType[];
};

/**
 * The Demo Account's OIDC provider (SPEC §2 Cluster resources), which the demo's running
 * OpenSearch cluster signs its Dashboards in with, so the tab shows one in use.
 */
export const DEMO_OIDC_PROVIDER = {
  clientId: 'opensearch-dashboards',
  clientName: 'Demo Retail SSO',
  clientUrl: 'https://sso.demo-retail.example/realms/staff',
  clientPort: 443,
  description: 'Staff sign-in to OpenSearch Dashboards',
  usedBy: 'search-opensearch',
} as const;
