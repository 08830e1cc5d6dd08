import type { AuditEventType } from '@datadeck/contracts';
import type { FastifyRequest } from 'fastify';
import type { Caller } from './auth/sessions.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import { auditEvents } from './db/schema.ts';

/** Who did something and from where, as the audit log records it. */
export interface AuditActor {
  userId: string | null;
  username: string;
  /** The staff user behind an impersonated request. */
  impersonator: string | null;
  sourceIp: string;
}

/** The actor of a signed-in (or API-key) request. */
export const actorOf = (caller: Caller, request: FastifyRequest): AuditActor => ({
  userId: caller.userId,
  username: caller.username,
  impersonator: caller.impersonator?.username ?? null,
  sourceIp: request.ip,
});

export interface AuditEntry {
  type: AuditEventType;
  /** Null for the user's own events (sign-in, password, MFA). */
  accountId: string | null;
  detail?: string;
}

/**
 * Records one event. Called inside the transaction of the change it describes where there is
 * one, so the log never claims a change that rolled back.
 */
export async function recordAudit(
  db: Pick<Db, 'insert'>,
  clock: Clock,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditEvents).values({
    type: entry.type,
    accountId: entry.accountId,
    actorUserId: actor.userId,
    actor: actor.username,
    impersonator: actor.impersonator,
    detail: entry.detail ?? '',
    sourceIp: actor.sourceIp,
    at: clock.now(),
  });
}
