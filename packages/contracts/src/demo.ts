import type { Role } from './roles.ts';

/**
 * The demo data created on first start (SEED_DEMO): one place for the logins the server seeds,
 * the README lists and the end-to-end tests sign in with.
 */
export const DEMO_PASSWORD = 'Datadeck-demo-2026';

export const DEMO_ACCOUNT_NAME = 'Demo Account';
/** Linked to the owner only; no clusters and no billing details, so the welcome state shows. */
export const DEMO_EMPTY_ACCOUNT_NAME = 'Demo Sandbox';

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
  /** Role on the demo account; null for staff, who are linked to no account. */
  readonly role: Role | null;
  readonly isAdmin: boolean;
}

export const DEMO_USERS = [
  { username: 'demo-owner', displayName: 'Olivia Owner', role: 'OWNER', isAdmin: false },
  { username: 'demo-admin', displayName: 'Adam Admin', role: 'CLUSTER_ADMIN', isAdmin: false },
  { username: 'demo-billing', displayName: 'Bella Billing', role: 'BILLING', isAdmin: false },
  { username: 'demo-readonly', displayName: 'Rory Readonly', role: 'READ_ONLY', isAdmin: false },
  { username: 'demo-staff', displayName: 'Sam Staff', role: null, isAdmin: true },
  // A second staff user, so the staff journey (MFA enrolment, impersonation) has its own login.
  { username: 'demo-support', displayName: 'Sue Support', role: null, isAdmin: true },
] as const satisfies readonly DemoUser[];
