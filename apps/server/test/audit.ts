import { asc, eq } from 'drizzle-orm';
import { auditEvents } from '../src/platform/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** The account's audit log as the tests compare it: type, actor and detail, oldest first. */
export function auditOf(app: TestApp, accountId: string) {
  return app.context.db
    .select({ type: auditEvents.type, actor: auditEvents.actor, detail: auditEvents.detail })
    .from(auditEvents)
    .where(eq(auditEvents.accountId, accountId))
    .orderBy(asc(auditEvents.seq));
}
