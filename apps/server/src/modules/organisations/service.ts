import { MESSAGES, type Organisation, type UpdateOrganisationBody } from '@datadeck/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import { confinedToOneAccount, type Caller } from '../../platform/auth/sessions.ts';
import { accounts, accountUsers, organisations } from '../../platform/db/schema.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { alreadyMember, organisationRow, organisationView, ownedOrganisations } from './queries.ts';

const accountNotFound = () => notFound('Account not found');

/**
 * Organisations (SPEC §3, §4): a group of accounts with contacts of its own and, optionally,
 * billing details its accounts use. Its owners are a role of their own; the binder lets only
 * them in, so every function here acts for an owner of the organisation it names.
 */
export function organisationService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /**
   * The organisations the caller owns; none for a session confined to one account, which the
   * organisation routes answer 404 (organisation-owner-guard.ts).
   */
  async function list(caller: Caller) {
    return { organisations: confinedToOneAccount(caller) ? [] : await ownedOrganisations(db, caller.userId) };
  }

  /** Name, contacts and billing sync; sync needs billing details of its own to sync to. */
  async function update(
    organisationId: string,
    actor: AuditActor,
    body: UpdateOrganisationBody,
  ): Promise<Organisation> {
    const current = await organisationView(db, organisationId);
    if (body.isBillingSynced && !current.isBillingSynced && !current.hasBillingDetails) {
      throw new HttpError(409, [{ name: 'isBillingSynced', message: MESSAGES.organisations.noBillingDetails }]);
    }
    await db.transaction(async (tx) => {
      await tx
        .update(organisations)
        .set({
          name: body.name,
          supportContacts: body.supportContacts,
          emergencyContacts: body.emergencyContacts,
          billingSynced: body.isBillingSynced,
        })
        .where(eq(organisations.id, organisationId));
      // The audit log is an account's: each account of the organisation records the change.
      for (const account of current.accounts) {
        await recordAudit(tx, clock, actor, {
          type: 'ORGANISATION_UPDATED',
          accountId: account.id,
          detail: `Organization "${body.name}"`,
        });
      }
    });
    return organisationView(db, organisationId);
  }

  /**
   * Links an account the caller owns. With billing sync on, the account starts using the
   * organisation's billing details; one organisation per account.
   */
  async function linkAccount(
    organisationId: string,
    userId: string,
    actor: AuditActor,
    accountId: string,
  ): Promise<Organisation> {
    await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ organisationId: accounts.organisationId, role: accountUsers.role })
        .from(accounts)
        .innerJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, userId)))
        .where(eq(accounts.id, accountId))
        .for('update', { of: accounts })
        .limit(1);
      // An account the caller is not linked to is not revealed.
      if (!target) throw accountNotFound();
      if (target.role !== 'OWNER') throw forbidden(MESSAGES.organisations.notAccountOwner);
      if (target.organisationId !== null) throw alreadyMember();
      const organisation = await organisationRow(tx, organisationId);
      await tx
        .update(accounts)
        .set({ organisationId, ...(organisation.billingSynced ? { billingSynced: true } : {}) })
        .where(eq(accounts.id, accountId));
      await recordAudit(tx, clock, actor, {
        type: 'ORGANISATION_ACCOUNT_LINKED',
        accountId,
        detail: `Organization "${organisation.name}"`,
      });
    });
    return organisationView(db, organisationId);
  }

  /** Unlinks an account: it keeps its own billing details; the organisation keeps at least one. */
  async function unlinkAccount(organisationId: string, actor: AuditActor, accountId: string): Promise<Organisation> {
    await db.transaction(async (tx) => {
      // The organisation's row, locked, so two unlinks cannot both leave it empty.
      const [organisation] = await tx
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .for('update');
      const [member] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.organisationId, organisationId)));
      if (!member) throw accountNotFound();
      const [linked] = await tx
        .select({ n: count() })
        .from(accounts)
        .where(eq(accounts.organisationId, organisationId));
      if ((linked?.n ?? 0) <= 1) {
        throw new HttpError(409, [{ name: 'accountId', message: MESSAGES.organisations.lastAccount }]);
      }
      await tx.update(accounts).set({ organisationId: null, billingSynced: false }).where(eq(accounts.id, accountId));
      await recordAudit(tx, clock, actor, {
        type: 'ORGANISATION_ACCOUNT_UNLINKED',
        accountId,
        detail: `Organization "${organisation?.name ?? organisationId}"`,
      });
    });
    return organisationView(db, organisationId);
  }

  return { list, view: (id: string) => organisationView(db, id), update, linkAccount, unlinkAccount };
}
