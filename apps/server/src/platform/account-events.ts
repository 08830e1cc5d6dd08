import type { AccountEventType } from '@datadeck/contracts';
import type { Db } from './db/database.ts';
import { accountEvents } from './db/schema.ts';
import type { JobQueue } from './jobs/jobs.ts';

/**
 * Account events: the outbox of what an account is told of (cluster status, maintenance
 * announcements). Any module records one in its own transaction; the notifications module routes
 * them to e-mail and webhooks by the account's preferences.
 */

export interface AccountEventInput {
  accountId: string;
  type: AccountEventType;
  /** The event's facts, as webhooks receive them (contracts' webhookEventSchema data). */
  data: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * Records an event that notifies the account, in the caller's transaction: it is told only if
 * the change commits, and a crash after the commit loses nothing (the routing job finds it).
 */
export async function recordAccountEvent(tx: Pick<Db, 'insert'>, event: AccountEventInput): Promise<void> {
  await tx.insert(accountEvents).values(event);
}

/** The pg-boss queue of routing events to e-mail and webhooks (a sweep each minute, and on demand). */
export const ROUTE_NOTIFICATIONS = 'notifications.route';

/**
 * Asks the routing job to route what was recorded now: call it after the recording transaction
 * commits. Without it the event still leaves with the next minute's sweep.
 */
export async function routeSoon(queue: JobQueue): Promise<void> {
  await queue.send(ROUTE_NOTIFICATIONS, {});
}
