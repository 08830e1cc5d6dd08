import { MESSAGES, ownerRuleRefusal, type LinkedUser, type LinkedUsersView, type Role } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import {
  inactivityRevocationOn,
  linkedUsersOf,
  lockAccount,
  ownerCount,
  personLink,
  removeLink,
  setRole,
  type Tx,
} from './queries.ts';
import { scimActiveOn, signInFactsOf } from './sso.ts';

const notLinked = () => notFound(MESSAGES.linkedUsers.notLinked);

/**
 * Linked users (SPEC §2): the account's people, role changes and unlinking. A change takes effect
 * on the user's next request, since every request looks the role up afresh (platform/auth/sessions.ts).
 */
export function linkedUserService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function list(accountId: string): Promise<LinkedUsersView> {
    const [people, owners, inactivityRevocation] = await Promise.all([
      linkedUsersOf(db, accountId),
      ownerCount(db, accountId),
      inactivityRevocationOn(db, accountId),
    ]);
    return {
      users: people.map((person) => ({
        profile: person.role,
        userSummary: { username: person.username, displayName: person.displayName, email: person.email },
        ...signInFactsOf(person.id),
      })),
      ownerCount: owners,
      inactivityRevocation,
      scimActive: scimActiveOn(accountId),
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
    return underOwnerRule(accountId, username, next, async (tx, person) => {
      if (person.role !== next) {
        await setRole(tx, accountId, person.userId, next);
        await recordAudit(tx, clock, actor, {
          type: 'USER_ROLE_CHANGED',
          accountId,
          detail: `${person.username}: ${person.role} → ${next}`,
        });
      }
      return {
        profile: next,
        userSummary: { username: person.username, displayName: person.displayName, email: person.email },
        ...signInFactsOf(person.userId),
      };
    });
  }

  async function unlink(accountId: string, username: string, actor: AuditActor): Promise<void> {
    await underOwnerRule(accountId, username, null, async (tx, person) => {
      await removeLink(tx, accountId, person.userId);
      await recordAudit(tx, clock, actor, { type: 'USER_UNLINKED', accountId, detail: person.username });
    });
  }

  return { list, changeRole, unlink };
}
