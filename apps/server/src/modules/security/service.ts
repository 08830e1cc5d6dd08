import {
  securityUpdateProblems,
  type SecurityFacts,
  type SecuritySettings,
  type SecuritySettingsView,
} from '@datadeck/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { accounts, clusters } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { securitySettingColumns } from './settings-columns.ts';
import { ownerCount } from '../linked-users/queries.ts';
import { hasActiveExternalIdp } from '../identity-providers/facts.ts';

/** What an update turned on and off, for the audit log ('enforceMFA on, …'). */
function settingsChange(before: SecuritySettings, after: SecuritySettings): string {
  const changes = (Object.keys(after) as (keyof SecuritySettings)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key} ${after[key] ? 'on' : 'off'}`);
  return changes.length > 0 ? changes.join(', ') : 'no change';
}

/** The account's security settings (SPEC §3) and the PCI rules' facts, read and changed together. */
export function securityService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db } = ctx;

  async function settingsOf(accountId: string): Promise<SecuritySettings> {
    const [row] = await db.select(securitySettingColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
    if (!row) throw notFound('Account not found');
    return row;
  }

  async function factsOf(accountId: string): Promise<SecurityFacts> {
    // People only: a service user is never an owner the two-owner rule can count on.
    const [owners, hasActiveExternalIDP, [pciClusters]] = await Promise.all([
      ownerCount(db, accountId),
      hasActiveExternalIdp(db, accountId),
      db
        .select({ n: count() })
        .from(clusters)
        .where(
          and(
            eq(clusters.accountId, accountId),
            eq(clusters.pciComplianceMode, true),
            sql`${clusters.status} <> 'DELETED'`,
          ),
        ),
    ]);
    return {
      hasActiveExternalIDP,
      hasActivePCICluster: (pciClusters?.n ?? 0) > 0,
      hasTwoOwners: owners >= 2,
    };
  }

  async function get(accountId: string): Promise<SecuritySettingsView> {
    const [settings, facts] = await Promise.all([settingsOf(accountId), factsOf(accountId)]);
    return { ...settings, ...facts };
  }

  /** Applies an update the PCI rules allow; a request that breaks one is refused whole (400). */
  async function update(accountId: string, next: SecuritySettings, actor: AuditActor): Promise<SecuritySettingsView> {
    const [current, facts] = await Promise.all([settingsOf(accountId), factsOf(accountId)]);
    const [first, ...rest] = securityUpdateProblems(next, current, facts);
    if (first) throw new HttpError(400, [first, ...rest]);
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ ...next })
        .where(eq(accounts.id, accountId));
      // enforceMFA needs nothing more: every session reads it on its next request (sessions.ts),
      // so signed-in users without MFA are held at once, and let go at once when it is turned off.
      await recordAudit(tx, ctx.clock, actor, {
        type: 'SECURITY_SETTINGS_UPDATED',
        accountId,
        detail: settingsChange(current, next),
      });
    });
    return { ...next, ...facts };
  }

  return { get, update };
}
