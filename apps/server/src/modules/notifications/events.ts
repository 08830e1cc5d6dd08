import type { AccountEventType } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { accountEvents } from '../../platform/db/schema.ts';

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
