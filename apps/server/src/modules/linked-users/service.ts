import {
  MESSAGES,
  ownerRuleRefusal,
  PASSWORD_SIGN_IN,
  type LinkedUser,
  type LinkedUsersView,
  type Role,
} from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import {
  inactivityRevocationOn,
  linkedUsersOf,
  lockAccount,
  ownerCount,
  personLink,
  removeLink,
  setRole,
} from './queries.ts';
import type { Tx } from '../../platform/db/database.ts';
import { scimActiveOn, signInFactsOf, type SignInFacts } from '../identity-providers/facts.ts';

const notLinked = () => notFound(MESSAGES.linkedUsers.notLinked);

/** A person the facts did not cover (none is left out; the type cannot say so). */
const PASSWORD_ONLY: SignInFacts = {
  signInType: PASSWORD_SIGN_IN,
  isLinkedToActiveCustomIdp: false,
  isExemptedFromCustomIdpSso: false,
};

/**
 * Linked users (SPEC §2): the account's people, role changes and unlinking. A change takes effect
 * on the user's next request, since every request looks the role up afresh (platform/auth/sessions.ts).
 */
export function linkedUserService(ctx: Pick<CoreContext, 'db' | 'clock' | 'config'>) {
  const { db, clock } = ctx;

  async function list(accountId: string): Promise<LinkedUsersView> {
    const [people, owners, inactivityRevocation, scimActive] = await Promise.all([
      linkedUsersOf(db, accountId),
      ownerCount(db, accountId),
      inactivityRevocationOn(db, accountId),
      scimActiveOn(db, accountId),
    ]);
    const facts = await signInFactsOf(ctx, accountId, people);
    return {
      users: people.map((person) => ({
        profile: person.role,
        userSummary: { username: person.username, displayName: person.displayName, email: person.email },
        ...(facts.get(person.id) ?? PASSWORD_ONLY),
      })),
      ownerCount: owners,
      inactivityRevocation,
      scimActive,
    };
  }

  /**
   * THE owner rule, checked with the account locked: the person's current role and the owner
   * count are read after the lock, so a concurrent change has either finished or not started.
   */
  async function underOwnerRule<T>(
    accountId: string,
    username: string,
    next: Role | null,
    change: (tx: Tx, person: NonNullable<Awaited<ReturnType<typeof personLink>>>) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const account = await lockAccount(tx, accountId);
      const person = account && (await personLink(tx, accountId, username));
      if (!account || !person) throw notLinked();
      const facts = { ownerCount: await ownerCount(tx, accountId), inactivityRevocation: account.inactivityRevocation };
      const refusal = ownerRuleRefusal(facts, person.role, next);
      if (refusal !== null) throw new HttpError(409, [{ name: 'profile', message: refusal }]);
      return change(tx, person);
    });
  }

  async function changeRole(accountId: string, username: string, next: Role, actor: AuditActor): Promise<LinkedUser> {
    const person = await underOwnerRule(accountId, username, next, async (tx, linked) => {
      if (linked.role !== next) {
        await setRole(tx, accountId, linked.userId, next);
        await recordAudit(tx, clock, actor, {
          type: 'USER_ROLE_CHANGED',
          accountId,
          detail: `${linked.username}: ${linked.role} → ${next}`,
        });
      }
      return linked;
    });
    const facts = await signInFactsOf(ctx, accountId, [{ id: person.userId, role: next }]);
    return {
      profile: next,
      userSummary: { username: person.username, displayName: person.displayName, email: person.email },
      ...(facts.get(person.userId) ?? PASSWORD_ONLY),
    };
  }

  async function unlink(accountId: string, username: string, actor: AuditActor): Promise<void> {
    await underOwnerRule(accountId, username, null, async (tx, person) => {
      await removeLink(tx, accountId, person.userId);
      await recordAudit(tx, clock, actor, { type: 'USER_UNLINKED', accountId, detail: person.username });
    });
  }

  return { list, changeRole, unlink };
}
