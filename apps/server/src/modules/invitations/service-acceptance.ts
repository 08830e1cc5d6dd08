import { sameEmail, type LinkedAccount, type SsoRefusal } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import { hashPassword } from '../../platform/auth/password-hashing.ts';
import { randomToken, tokenDigest } from '../../platform/auth/tokens.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { users } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Tx } from '../../platform/db/database.ts';
import { personOfIdentity, recordIdentity } from '../../platform/auth/sso-identities.ts';
import { joinInvitation, type FoundInvitation } from './join.ts';
import { invitationByToken, personByEmail, statusAt } from './queries.ts';
import { displayNameOf, freeUsername, type NameClaims } from '../identity-providers/sso-person-fields.ts';

/** Who a standard SSO service vouched for: the service, the person's subject there, what it said of them. */
export interface ServiceIdentity {
  service: string;
  serviceName: string;
  subject: string;
  /** The address the service verified (email_verified): it must be the invited one. */
  email: string;
  name: NameClaims;
}

/** Why an invitation is not accepted with a service (the sign-in page says each in its words). */
export type ServiceRefusal = Extract<
  SsoRefusal,
  'invitationClosed' | 'invitationNotAllowed' | 'emailMismatch' | 'identityConflict' | 'secondFactor'
>;
export interface Refused {
  refusal: ServiceRefusal;
  /** For the audit log: what exactly was wrong. */
  detail: string;
}
export type ServiceAcceptance =
  | { accepted: true; userId: string; account: LinkedAccount }
  | ({ accepted: false } & Refused);

/** Thrown inside the accepting transaction, so that what it wrote is rolled back. */
class IdentityConflict extends Error {}

/** Tries of an acceptance whose username (or address's user) another request took meanwhile. */
const ATTEMPTS = 3;

/** The hash of a random password nobody is told: the user cannot sign in with a password. */
const unusablePasswordHash = () => hashPassword(randomToken());

/**
 * Accepting an invitation with a standard SSO service (SSO_OIDC_PROVIDERS) the invitation allows:
 * the service vouches for the invited address instead of a user typing a password. The link's
 * token is still the credential, and the join is the one every way of accepting ends with.
 */
export function serviceAcceptance(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /** Whether the invitation can be accepted with the service now: null, or why not. */
  function refusalOf(found: FoundInvitation | undefined, service: string): Refused | null {
    if (!found) return { refusal: 'invitationClosed', detail: 'no invitation has this token' };
    const status = statusAt(found, clock.now());
    if (status !== 'OPEN') return { refusal: 'invitationClosed', detail: `the invitation is ${status}` };
    if (!found.allowedSsoServices.includes(service)) {
      return { refusal: 'invitationNotAllowed', detail: `the invitation does not allow ${service}` };
    }
    return null;
  }

  /** Asked before the person is sent to the service, so nobody signs in there for a refusal known now. */
  async function mayAccept(token: string, service: string): Promise<Refused | null> {
    return refusalOf(await invitationByToken(db, tokenDigest(token)), service);
  }

  /** The person of the invited address, named from the service's claims. */
  async function createPerson(tx: Tx, email: string, identity: ServiceIdentity, passwordHash: string) {
    const [user] = await tx
      .insert(users)
      .values({
        username: await freeUsername(tx, email),
        displayName: displayNameOf(identity.name, email),
        email,
        passwordHash,
        passwordChangedAt: clock.now(),
      })
      .returning({ id: users.id, username: users.username });
    if (!user) throw new Error('user insert returned no row');
    return user;
  }

  /**
   * The user of the invited address (made for them when there is none, with a password nobody
   * knows: they sign in with the service), linked with the invited role, known from now on by
   * the service's subject; all in one transaction, so a refusal leaves nothing behind.
   */
  async function accept(token: string, identity: ServiceIdentity, sourceIp: string): Promise<ServiceAcceptance> {
    const found = await invitationByToken(db, tokenDigest(token));
    const refused = refusalOf(found, identity.service);
    if (refused !== null || found === undefined) {
      return { accepted: false, ...(refused ?? { refusal: 'invitationClosed', detail: 'no invitation' }) };
    }
    if (!sameEmail(identity.email, found.email)) {
      const detail = `the service vouched for ${identity.email}; the invitation is for ${found.email}`;
      return { accepted: false, refusal: 'emailMismatch', detail };
    }
    const existing = await personByEmail(db, found.email);
    // A service stands in for a password, not for the console's second factor (see sign-in-flow).
    if (existing !== undefined && (existing.mfaEnabled || existing.isAdmin)) {
      return { accepted: false, refusal: 'secondFactor', detail: `${existing.username} has a second factor` };
    }
    // argon2 outside the transaction, which holds the account's row.
    let passwordHash = existing ? null : await unusablePasswordHash();
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx): Promise<ServiceAcceptance> => {
          const person = await personByEmail(tx, found.email);
          const known = await personOfIdentity(tx, identity.service, identity.subject);
          if (known !== undefined && known.id !== person?.id) {
            throw new IdentityConflict(`the subject ${identity.subject} signs in as ${known.username}`);
          }
          // The address's user may have come or gone since the hash was (not) made.
          const user =
            person ?? (await createPerson(tx, found.email, identity, (passwordHash ??= await unusablePasswordHash())));
          if (!(await recordIdentity(tx, identity.service, identity.subject, user.id))) {
            throw new IdentityConflict(`${user.username} has another subject at ${identity.service}`);
          }
          const actor = { userId: user.id, username: user.username, impersonator: null, sourceIp };
          const account = await joinInvitation(tx, clock, found, user.id, actor, ` with ${identity.serviceName}`);
          return { accepted: true, userId: user.id, account };
        });
      } catch (err) {
        if (err instanceof IdentityConflict)
          return { accepted: false, refusal: 'identityConflict', detail: err.message };
        // The link was used, revoked or expired meanwhile (409), or its account is gone (404).
        if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 409)) {
          return { accepted: false, refusal: 'invitationClosed', detail: err.message };
        }
        // The username, or the address's user, made by another request meanwhile: again, seeing them.
        if (attempt < ATTEMPTS && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  return { mayAccept, accept };
}
