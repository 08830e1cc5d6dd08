import {
  MESSAGES,
  ownerRuleRefusal,
  SCIM_LINK_ROLE,
  type Role,
  type ScimListQuery,
  type ScimPatchRequest,
  type ScimUserRequest,
} from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import { hashPassword } from '../../platform/auth/password-hashing.ts';
import { randomToken } from '../../platform/auth/tokens.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { lockAccount, ownerCount, removeLink } from '../linked-users/queries.ts';
import type { Tx } from '../../platform/db/database.ts';
import { parseScimFilter } from './filter.ts';
import { applyPatch } from './patch.ts';
import {
  deleteScimRecord,
  insertPerson,
  isSharedPerson,
  link,
  listScimUsers,
  scimUser,
  updatePerson,
  updateScimRecord,
  upsertScimRecord,
  usersNamed,
  type MatchedUser,
  type ScimProvider,
} from './queries.ts';
import { desiredFromRequest, type DesiredScimUser, type StoredScimUser } from './resource.ts';
import { ScimError } from './scim-error.ts';

const M = MESSAGES.scim;

const notFound = () => new ScimError(404, M.userNotFound);
const uniqueness = () => new ScimError(409, M.uniqueness, 'uniqueness');

/** What a path's id must look like to be looked up at all (any other id names no user). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The locked account's facts the owner rule needs. */
interface LockedAccount {
  inactivityRevocation: boolean;
}

/**
 * THE owner rule (contracts' ownerRuleRefusal), as Linked Users applies it: taking a person of
 * `role` off the account must leave it its owners. Checked with the account locked. 409 with the
 * rule's own words, as Linked Users answers it; scimType mutability, RFC 7644's word for a change
 * "not compatible with the target's current state" (the RFC lists it under 400, but the request
 * is well-formed: it is the account's state that refuses it, which is a conflict).
 */
async function refuseUnlessOwnersRemain(tx: Tx, provider: ScimProvider, account: LockedAccount, role: Role) {
  const facts = {
    ownerCount: await ownerCount(tx, provider.accountId),
    inactivityRevocation: account.inactivityRevocation,
  };
  const refusal = ownerRuleRefusal(facts, role, null);
  if (refusal !== null) throw new ScimError(409, refusal, 'mutability');
}

/**
 * Whom a create may adopt rather than refuse: only a person who is this account's alone, linked
 * to it or already known to this provider (signed in by SAML, or created just in time), and
 * nobody else's: not staff, not linked to another account, not known to another provider. Anyone
 * else with that userName or e-mail gets SCIM's plain 409 uniqueness, the same words whoever they
 * are, so a provider learns nothing of the people outside its account and can never make one of
 * them its own (and then sign in as them: issue 31, N1).
 */
async function refuseUnlessAdoptable(tx: Tx, provider: ScimProvider, match: MatchedUser): Promise<void> {
  const ofThisAccount = match.role !== null || match.source !== null;
  if (!ofThisAccount) throw uniqueness();
  if (match.source === 'SCIM') throw new ScimError(409, M.alreadyProvisioned, 'uniqueness');
  if (match.kind === 'service') throw new ScimError(409, M.notPerson, 'uniqueness');
  if (await isSharedPerson(tx, provider, match.id)) throw uniqueness();
}

/** The user as a change left them, read in its transaction. */
async function reread(tx: Tx, provider: ScimProvider, userId: string): Promise<StoredScimUser> {
  const user = await scimUser(tx, provider, userId);
  if (user === undefined) throw new Error('SCIM user not found after its change');
  return user;
}

/**
 * SCIM Users (RFC 7644 §3) of an identity provider: people linked to its account. Every change
 * runs with the account's row locked (as Linked Users' changes do), so provisioning, role changes
 * and unlinking of one account happen one after the other, and is audited in its transaction.
 *
 * - Create makes a new person (a password nobody knows, READ_ONLY), or adopts one who is this
 *   account's alone (refuseUnlessAdoptable), keeping the role they have. Anyone else with the
 *   userName or e-mail is a plain 409 uniqueness.
 * - A person who became more than this provider's later (linked to another account by an
 *   invitation, say) keeps their username, e-mail and name: SCIM then manages only their access here.
 * - `active: false` unlinks at once (their API keys of the account go too); `active: true`
 *   links a person who is not linked as READ_ONLY: the role they had is not kept (there is no
 *   column for it), only named in the audit event of the deactivation.
 * - Delete unlinks and forgets the provider's record; the person stays (other accounts may have them).
 */
export function scimUserService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function list(provider: ScimProvider, query: ScimListQuery) {
    const filter = query.filter === undefined ? undefined : parseScimFilter(query.filter);
    return listScimUsers(db, provider, filter, { offset: query.startIndex - 1, limit: query.count });
  }

  async function get(provider: ScimProvider, id: string): Promise<StoredScimUser> {
    const user = UUID.test(id) ? await scimUser(db, provider, id) : undefined;
    if (user === undefined) throw notFound();
    return user;
  }

  /** `change` in a transaction holding the provider's account; a username or e-mail taken meanwhile is 409. */
  async function withAccountLocked<T>(
    provider: ScimProvider,
    change: (tx: Tx, account: LockedAccount) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        const account = await lockAccount(tx, provider.accountId);
        // The account (and with it the provider and its token) went while this request ran.
        if (account === undefined) throw new ScimError(401, M.unauthenticated);
        return change(tx, account);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_username_lower_key') || isUniqueViolation(err, 'users_email_lower_key')) {
        throw uniqueness();
      }
      throw err;
    }
  }

  async function create(provider: ScimProvider, body: ScimUserRequest, actor: AuditActor): Promise<StoredScimUser> {
    const desired = desiredFromRequest(body);
    // Before the lock: argon2 is slow on purpose. Of a token nobody keeps, so no password works.
    const passwordHash = await hashPassword(randomToken());
    return withAccountLocked(provider, async (tx, account) => {
      const now = clock.now();
      const active = desired.active ?? true;
      const matches = await usersNamed(tx, provider, desired);
      if (matches.length > 1) throw uniqueness();
      const [match] = matches;
      if (match !== undefined) await refuseUnlessAdoptable(tx, provider, match);

      let userId: string;
      let how: string;
      if (match === undefined) {
        userId = await insertPerson(tx, { ...desired, passwordHash }, now);
        if (active) await link(tx, provider, userId, SCIM_LINK_ROLE, now);
        how = `new user, ${active ? SCIM_LINK_ROLE : 'inactive'}`;
      } else {
        userId = match.id;
        await updatePerson(tx, userId, desired);
        if (active && match.role === null) await link(tx, provider, userId, SCIM_LINK_ROLE, now);
        if (!active && match.role !== null) {
          await refuseUnlessOwnersRemain(tx, provider, account, match.role);
          await removeLink(tx, provider.accountId, userId);
        }
        how = `existing user adopted, ${active ? (match.role ?? SCIM_LINK_ROLE) : 'inactive'}`;
      }
      await upsertScimRecord(tx, provider, userId, { externalId: desired.externalId, active }, now);
      const user = await reread(tx, provider, userId);
      const detail = `${user.userName}: ${how}`;
      await recordAudit(tx, clock, actor, { type: 'SCIM_USER_PROVISIONED', accountId: provider.accountId, detail });
      return user;
    });
  }

  /** PUT and PATCH: the user `desiredOf` makes of the stored one. */
  async function update(
    provider: ScimProvider,
    id: string,
    actor: AuditActor,
    desiredOf: (current: StoredScimUser) => DesiredScimUser,
  ): Promise<StoredScimUser> {
    if (!UUID.test(id)) throw notFound();
    return withAccountLocked(provider, async (tx, account) => {
      const current = await scimUser(tx, provider, id);
      if (current === undefined) throw notFound();
      const desired = desiredOf(current);
      const now = clock.now();
      const changed: string[] = [];

      const profile = (['userName', 'email', 'displayName'] as const).filter((key) => desired[key] !== current[key]);
      const profileApplied = profile.length > 0 && !(await isSharedPerson(tx, provider, id));
      if (profileApplied) {
        if ((await usersNamed(tx, provider, desired, id)).length > 0) throw uniqueness();
        await updatePerson(tx, id, desired);
        changed.push(...profile.map((key) => (key === 'email' ? 'emails' : key)));
      }
      const userName = profileApplied ? desired.userName : current.userName;
      if (desired.externalId !== current.externalId) changed.push('externalId');

      const deactivating = desired.active === false && (current.active || current.role !== null);
      const activating = desired.active === true && (!current.active || current.role === null);
      if (deactivating && current.role !== null) {
        await refuseUnlessOwnersRemain(tx, provider, account, current.role);
        await removeLink(tx, provider.accountId, id);
      }
      if (activating) {
        if (current.role === null) await link(tx, provider, id, SCIM_LINK_ROLE, now);
        changed.push(current.role === null ? `active, linked as ${SCIM_LINK_ROLE}` : 'active');
      }

      if (changed.length === 0 && !deactivating) return current;
      const active = desired.active ?? current.active;
      await updateScimRecord(tx, provider, id, { externalId: desired.externalId, active }, now);
      if (changed.length > 0) {
        const detail = `${userName}: ${changed.join(', ')}`;
        await recordAudit(tx, clock, actor, { type: 'SCIM_USER_UPDATED', accountId: provider.accountId, detail });
      }
      if (deactivating) {
        const detail = `${userName}${current.role === null ? '' : `: ${current.role} access removed`}`;
        await recordAudit(tx, clock, actor, { type: 'SCIM_USER_DEACTIVATED', accountId: provider.accountId, detail });
      }
      return reread(tx, provider, id);
    });
  }

  const replace = (provider: ScimProvider, id: string, body: ScimUserRequest, actor: AuditActor) =>
    update(provider, id, actor, () => desiredFromRequest(body));

  const patch = (provider: ScimProvider, id: string, body: ScimPatchRequest, actor: AuditActor) =>
    update(provider, id, actor, (current) => applyPatch(current, body.Operations));

  async function remove(provider: ScimProvider, id: string, actor: AuditActor): Promise<void> {
    if (!UUID.test(id)) throw notFound();
    await withAccountLocked(provider, async (tx, account) => {
      const current = await scimUser(tx, provider, id);
      if (current === undefined) throw notFound();
      if (current.role !== null) {
        await refuseUnlessOwnersRemain(tx, provider, account, current.role);
        await removeLink(tx, provider.accountId, id);
      }
      await deleteScimRecord(tx, provider, id);
      const detail = `${current.userName}${current.role === null ? '' : `: ${current.role} access removed`}`;
      await recordAudit(tx, clock, actor, { type: 'SCIM_USER_DELETED', accountId: provider.accountId, detail });
    });
  }

  return { list, get, create, replace, patch, remove };
}
