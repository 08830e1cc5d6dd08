import {
  DEMO_CLUSTERS,
  DEMO_MESSAGES_OF_THE_DAY,
  DEMO_TRIAL_STARTED_DAYS_AGO,
  DEMO_USERS,
  LIMITS,
  MESSAGES,
  type DemoUser,
} from '@datadeck/contracts';

/** The Demo Account's cluster names in landing-page order: by name, ignoring case. */
export const DEMO_CLUSTER_NAMES = DEMO_CLUSTERS.map((cluster) => cluster.name).toSorted((a, b) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : 1,
);

/** The seeded messages of the day the Demo Account shows. */
export const DEMO_MESSAGES = [DEMO_MESSAGES_OF_THE_DAY.global, DEMO_MESSAGES_OF_THE_DAY.demoAccount];

/** The Demo Account's free trial text: started some days before the seed. */
export const DEMO_TRIAL_TEXT = MESSAGES.freeTrial.daysRemaining(LIMITS.freeTrialDays - DEMO_TRIAL_STARTED_DAYS_AGO);

export type DemoUsername = (typeof DEMO_USERS)[number]['username'];

export function demoUser(username: DemoUsername): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (user === undefined) throw new Error(`no demo user ${username}`);
  return user;
}
