import { api, AUDIT_PAGE_SIZE, type AuditLog } from '@datadeck/contracts';
import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { accountUsers, auditEvents } from '../../platform/db/schema.ts';
import type { Bind } from '../../platform/http/binder.ts';

/**
 * An account's log: its own events and the account-less events (sign-in, password, MFA) of
 * the users linked to it now.
 */
async function auditPage(db: Db, accountId: string, page: number): Promise<AuditLog> {
  const linkedUsers = db
    .select({ id: accountUsers.userId })
    .from(accountUsers)
    .where(eq(accountUsers.accountId, accountId));
  const ofAccount = or(
    eq(auditEvents.accountId, accountId),
    and(isNull(auditEvents.accountId), inArray(auditEvents.actorUserId, linkedUsers)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(ofAccount)
      .orderBy(desc(auditEvents.at), desc(auditEvents.seq))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditEvents).where(ofAccount),
  ]);
  return {
    events: rows.map((row) => ({
      id: row.id,
      type: row.type,
      actor: row.actor,
      impersonator: row.impersonator,
      accountId: row.accountId,
      at: row.at.toISOString(),
      sourceIp: row.sourceIp,
      detail: row.detail,
    })),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    total: total?.value ?? 0,
  };
}

export function auditRoutes(bind: Bind, ctx: Pick<CoreContext, 'db'>): void {
  bind(api.audit.list, ({ account, query }) => auditPage(ctx.db, account.id, query.page));
}
