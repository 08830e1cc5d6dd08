import {
  MESSAGES,
  type AccountEventType,
  type createMessageOfTheDayBodySchema,
  type staffMessageSchema,
} from '@datadeck/contracts';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CoreContext } from '../../app-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { accountEvents, accounts, messagesOfTheDay } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAccountEvent } from '../../platform/account-events.ts';

type StaffMessage = z.infer<typeof staffMessageSchema>;
type NewMessage = z.output<typeof createMessageOfTheDayBodySchema>;
type MessageRow = typeof messagesOfTheDay.$inferSelect;

const toStaffMessage = (row: MessageRow): StaffMessage => ({
  id: row.id,
  accountId: row.accountId,
  message: row.message,
  severity: row.severity,
  maintenance: row.maintenance,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const messageNotFound = () => notFound('Message not found');

/**
 * A maintenance announcement notifies its account, or every account when it is for all (one
 * INSERT … SELECT, however many accounts), in the transaction that stores it: the routing job
 * then tells each by its Notification Preferences.
 */
async function announceMaintenance(tx: Pick<Db, 'insert' | 'select'>, row: MessageRow, at: Date): Promise<void> {
  const data = {
    messageId: row.id,
    message: row.message,
    disruptive: row.maintenance === 'DISRUPTIVE',
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
  const type: AccountEventType = 'maintenance.scheduled';
  if (row.accountId !== null) {
    await recordAccountEvent(tx, { accountId: row.accountId, type, data, occurredAt: at });
    return;
  }
  await tx.insert(accountEvents).select(
    tx
      // Drizzle's INSERT … SELECT takes every column of the table, in its order.
      .select({
        id: sql<string>`gen_random_uuid()`.as('id'),
        accountId: accounts.id,
        type: sql<AccountEventType>`${type}`.as('type'),
        data: sql<Record<string, unknown>>`${JSON.stringify(data)}::jsonb`.as('data'),
        occurredAt: sql<Date>`${at.toISOString()}::timestamptz`.as('occurred_at'),
        routedAt: sql<Date | null>`null::timestamptz`.as('routed_at'),
      })
      .from(accounts),
  );
}

/** Messages of the day as staff manage them: every one, current and expired. */
export function staffMessages(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function list(): Promise<StaffMessage[]> {
    const rows = await db
      .select()
      .from(messagesOfTheDay)
      .orderBy(desc(messagesOfTheDay.createdAt), desc(messagesOfTheDay.id));
    return rows.map(toStaffMessage);
  }

  /**
   * A message for every account (accountId null) or one; an unknown account is the field's error.
   * A maintenance announcement also notifies (announceMaintenance); call routeSoon after it.
   */
  async function create(body: NewMessage): Promise<StaffMessage> {
    if (body.accountId !== null) {
      const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, body.accountId));
      if (!account) throw new HttpError(400, [{ name: 'accountId', message: MESSAGES.staff.unknownAccount }]);
    }
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(messagesOfTheDay)
        .values({
          accountId: body.accountId,
          message: body.message,
          severity: body.severity,
          maintenance: body.maintenance,
          expiresAt: body.expiresAt === null ? null : new Date(body.expiresAt),
          // The app clock, not the database's: the list is newest first by it.
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('message of the day insert returned no row');
      if (inserted.maintenance !== null) await announceMaintenance(tx, inserted, now);
      return inserted;
    });
    return toStaffMessage(row);
  }

  /**
   * Stops showing a message now. One that already expired keeps its expiry, so the list still
   * says when it really stopped.
   */
  async function expire(messageId: string): Promise<StaffMessage> {
    const now = clock.now();
    const [expired] = await db
      .update(messagesOfTheDay)
      .set({ expiresAt: now })
      .where(
        and(
          eq(messagesOfTheDay.id, messageId),
          or(isNull(messagesOfTheDay.expiresAt), gt(messagesOfTheDay.expiresAt, now)),
        ),
      )
      .returning();
    if (expired) return toStaffMessage(expired);
    const [unchanged] = await db.select().from(messagesOfTheDay).where(eq(messagesOfTheDay.id, messageId));
    if (!unchanged) throw messageNotFound();
    return toStaffMessage(unchanged);
  }

  return { list, create, expire };
}
