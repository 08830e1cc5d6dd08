import { LIMITS } from '@datadeck/contracts';
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { samlMessageIds } from '../../../platform/db/schema.ts';

/**
 * The AuthnRequests we sent a provider, for node-saml's InResponseTo check: kept in the database
 * rather than in memory, so the answer may come back to any instance of the console. An id is
 * good for LIMITS.samlRequestLifetimeMs and once (node-saml removes it when it is answered).
 */
export function sentRequests(db: Db, clock: Clock, providerId: string): CacheProvider {
  const of = (messageId: string) =>
    and(
      eq(samlMessageIds.providerId, providerId),
      eq(samlMessageIds.kind, 'REQUEST'),
      eq(samlMessageIds.messageId, messageId),
    );
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      const now = clock.now();
      const [row] = await db
        .insert(samlMessageIds)
        .values({
          providerId,
          kind: 'REQUEST',
          messageId: key,
          value,
          expiresAt: new Date(now.getTime() + LIMITS.samlRequestLifetimeMs),
        })
        .onConflictDoNothing()
        .returning({ messageId: samlMessageIds.messageId });
      return row ? { value, createdAt: now.getTime() } : null;
    },
    async getAsync(key: string): Promise<string | null> {
      const [row] = await db
        .select({ value: samlMessageIds.value })
        .from(samlMessageIds)
        .where(and(of(key), gt(samlMessageIds.expiresAt, clock.now())));
      return row?.value ?? null;
    },
    async removeAsync(key: string | null): Promise<string | null> {
      if (key === null) return null;
      const removed = await db.delete(samlMessageIds).where(of(key)).returning({ messageId: samlMessageIds.messageId });
      return removed.length > 0 ? key : null;
    },
  };
}

/**
 * Remembers an accepted assertion's id until it expires: false when it was accepted before (a
 * replay). The primary key makes two concurrent deliveries of one assertion accept only one.
 */
export async function firstUseOfAssertion(
  db: Db,
  providerId: string,
  assertionId: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(samlMessageIds)
    .values({ providerId, kind: 'ASSERTION', messageId: assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ messageId: samlMessageIds.messageId });
  return inserted.length > 0;
}

/** Forgets request and assertion ids past their expiry (the SSO job). */
export async function purgeExpiredMessageIds(db: Db, now: Date): Promise<number> {
  const purged = await db
    .delete(samlMessageIds)
    .where(lt(samlMessageIds.expiresAt, now))
    .returning({ messageId: samlMessageIds.messageId });
  return purged.length;
}
