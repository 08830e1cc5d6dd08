import {
  MESSAGES,
  sameEmail,
  type AcceptAsNewUserBody,
  type InvitationLink,
  type LinkedAccount,
  type Me,
} from '@datadeck/contracts';
import { eq, sql } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import { hashPassword } from '../../platform/auth/password-hashing.ts';
import type { Caller } from '../../platform/auth/sessions.ts';
import { tokenDigest } from '../../platform/auth/tokens.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { users } from '../../platform/db/schema.ts';
import { HttpError, notFound, unauthenticated } from '../../platform/http/errors.ts';
import type { AuditActor } from '../../platform/audit.ts';
import { refuseWhileImpersonating, startSessionFor } from '../auth/service.ts';
import { closedLink, joinInvitation, type FoundInvitation as Found } from './join.ts';
import { invitationByToken, personByEmail, statusAt } from './queries.ts';

const conflict = (name: string, message: string) => new HttpError(409, [{ name, message }]);
const emailHasUser = () => conflict('email', MESSAGES.invitations.emailHasUser);
const usernameTaken = () => conflict('username', MESSAGES.invitations.usernameTaken);

/**
 * Following an invitation's link (SPEC §2, §5): what its page shows, and accepting it as a new
 * user (who is signed in at once) or as the signed-in user it was sent to. The link's token is
 * the credential; only its digest is stored. Accepting closes the invitation compare-and-set in
 * the transaction that links the user, so a link is used once however many requests race.
 */
export function invitationAcceptance(ctx: CoreContext) {
  const { db, clock } = ctx;
  const offered = new Map(ctx.config.standardSsoServices.map((service) => [service.name, service]));

  async function find(token: string): Promise<Found> {
    const found = await invitationByToken(db, tokenDigest(token));
    if (!found) throw notFound(MESSAGES.invitations.linkInvalid);
    return found;
  }

  /** The invitation if it can be accepted now, else its plain 409. */
  async function acceptable(token: string): Promise<Found> {
    const found = await find(token);
    const status = statusAt(found, clock.now());
    if (status !== 'OPEN') throw closedLink(status);
    return found;
  }

  async function lookup(token: string): Promise<InvitationLink> {
    const found = await find(token);
    return {
      status: statusAt(found, clock.now()),
      email: found.email,
      accountName: found.accountName,
      profile: found.role,
      existingUser: (await personByEmail(db, found.email)) !== undefined,
      // Only services still configured: one that is not could not be started.
      allowedStandardSsoServices: found.allowedSsoServices.flatMap((name) => offered.get(name) ?? []),
    };
  }

  /** A new person: their user (the invited address), linked, signed in as sign-in would. */
  async function acceptAsNewUser(body: AcceptAsNewUserBody, sourceIp: string): Promise<{ token: string; me: Me }> {
    const found = await acceptable(body.token);
    if (await personByEmail(db, found.email)) throw emailHasUser();
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, body.username.toLowerCase()));
    if (taken) throw usernameTaken();
    const passwordHash = await hashPassword(body.password);
    let userId: string;
    try {
      userId = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            username: body.username,
            displayName: body.displayName,
            email: found.email,
            passwordHash,
            passwordChangedAt: clock.now(),
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned no row');
        await joinInvitation(tx, clock, found, user.id, {
          userId: user.id,
          username: body.username,
          impersonator: null,
          sourceIp,
        });
        return user.id;
      });
    } catch (err) {
      // Taken meanwhile by a request that got there first: the indexes decide.
      if (isUniqueViolation(err, 'users_username_lower_key')) throw usernameTaken();
      if (isUniqueViolation(err, 'users_email_lower_key')) throw emailHasUser();
      throw err;
    }
    return startSessionFor(ctx, userId, sourceIp);
  }

  /** The signed-in user the invitation was sent to joins the account. */
  async function accept(caller: Caller, token: string, actor: AuditActor): Promise<LinkedAccount> {
    // Joining an account is the user's own decision: staff acting as them may not take it.
    refuseWhileImpersonating(caller);
    const found = await acceptable(token);
    const [user] = await db
      .select({ email: users.email, kind: users.kind })
      .from(users)
      .where(eq(users.id, caller.userId));
    if (!user) throw unauthenticated();
    if (user.kind !== 'person' || !sameEmail(user.email, found.email)) {
      throw new HttpError(403, [{ name: 'email', message: MESSAGES.invitations.wrongUser(found.email) }]);
    }
    return db.transaction((tx) => joinInvitation(tx, clock, found, caller.userId, actor));
  }

  return { lookup, acceptAsNewUser, accept };
}
