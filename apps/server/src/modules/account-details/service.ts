import {
  emergencyContactsOf,
  MESSAGES,
  organisationCreationRefusal,
  type AccountDetails,
  type Organisation,
  type Role,
  type UpdateAccountDetailsBody,
} from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { accounts, organisationOwners, organisations } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { alreadyMember, organisationView, ownsOrganisation } from '../organisations/queries.ts';

/** Who asks, on which account: what the binder guarantees a permission route. */
export interface AccountDetailsCaller {
  accountId: string;
  role: Role;
  userId: string;
  /** False for a session confined to one account, which no organisation (spanning accounts) answers. */
  reachesOrganisations: boolean;
  actor: AuditActor;
}

async function accountRow(db: Pick<Db, 'select'>, accountId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  // The guard found the caller linked to it, so it exists unless it went in between.
  if (!row) throw notFound('Account not found');
  return row;
}

/**
 * Account details (SPEC §2 Account details screen, §3 Account): names and contact lists, and the
 * organisation the account belongs to; creating an organisation from the account (SPEC §6).
 */
export function accountDetailsService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function view(caller: AccountDetailsCaller): Promise<AccountDetails> {
    const account = await accountRow(db, caller.accountId);
    const [organisation] =
      account.organisationId === null
        ? []
        : await db.select().from(organisations).where(eq(organisations.id, account.organisationId)).limit(1);
    return {
      id: account.id,
      name: account.name,
      companyName: account.companyName ?? '',
      accountType: account.accountType,
      supportContacts: account.supportContacts,
      emergencyContacts: account.emergencyContacts,
      maintenanceContacts: account.maintenanceContacts,
      organisation: organisation
        ? {
            id: organisation.id,
            name: organisation.name,
            supportContacts: organisation.supportContacts,
            emergencyContacts: emergencyContactsOf(organisation),
            callerIsOwner: caller.reachesOrganisations && (await ownsOrganisation(db, caller.userId, organisation.id)),
          }
        : null,
    };
  }

  /** The 'Update Account Details' form (the binder refuses it during scheduled maintenance, SPEC §6). */
  async function update(caller: AccountDetailsCaller, body: UpdateAccountDetailsBody): Promise<AccountDetails> {
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({
          name: body.name,
          companyName: body.companyName,
          supportContacts: body.supportContacts,
          emergencyContacts: body.emergencyContacts,
          maintenanceContacts: body.maintenanceContacts,
        })
        .where(eq(accounts.id, caller.accountId));
      await recordAudit(tx, clock, caller.actor, {
        type: 'ACCOUNT_DETAILS_UPDATED',
        accountId: caller.accountId,
        detail: `Name "${body.name}"`,
      });
    });
    return view(caller);
  }

  /**
   * A new organisation with the account as its first and the caller its owner, its contacts the
   * account's, in one transaction. Marketplace accounts are billed by the marketplace: none.
   */
  async function createOrganisation(caller: AccountDetailsCaller, name: string): Promise<Organisation> {
    const organisationId = await db.transaction(async (tx) => {
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, caller.accountId)).for('update');
      if (!account) throw notFound('Account not found');
      const refusal = organisationCreationRefusal(caller.role, account.accountType);
      if (refusal !== undefined) throw forbidden(refusal);
      if (account.organisationId !== null) throw alreadyMember();
      const [created] = await tx
        .insert(organisations)
        .values({ name, supportContacts: account.supportContacts, emergencyContacts: account.emergencyContacts })
        .returning({ id: organisations.id });
      if (!created) throw new Error(MESSAGES.organisations.createFailed);
      await tx.update(accounts).set({ organisationId: created.id }).where(eq(accounts.id, account.id));
      await tx.insert(organisationOwners).values({ organisationId: created.id, userId: caller.userId });
      await recordAudit(tx, clock, caller.actor, {
        type: 'ORGANISATION_CREATED',
        accountId: account.id,
        detail: `Organization "${name}"`,
      });
      return created.id;
    });
    return organisationView(db, organisationId);
  }

  return { view, update, createOrganisation };
}
