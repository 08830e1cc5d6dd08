import {
  invitationsFull,
  LIMITS,
  MESSAGES,
  type CreateInvitationBody,
  type Invitation,
  type InvitationsView,
  type Role,
  type SsoService,
} from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { randomToken, tokenDigest } from '../../platform/auth/tokens.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { accountUsers, invitations, users } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { lockAccount } from '../linked-users/queries.ts';
import { deliverSoon, queueEmail } from '../../platform/mail/outbox.ts';
import { invitationEmail } from './email.ts';
import { closeOpen, expireOverdue, openCount, openInvitationFor, openInvitationsOf, personByEmail } from './queries.ts';

const conflict = (name: string, message: string) => new HttpError(409, [{ name, message }]);
const exists = (email: string) => conflict('email', MESSAGES.invitations.exists(email));

/** The path of the console page an invitation's link opens. */
export const ACCEPT_INVITATION_PATH = '/accept-invitation';

/**
 * Inviting people to an account (SPEC §2 User Invitations, §9): at most 10 open, one per address,
 * valid for 3 days. Every change locks the account's row, so the rules that count are never
 * passed by two requests at once; the unique index on open addresses is the backstop.
 */
export function invitationService(ctx: Pick<AppContext, 'config' | 'db' | 'clock' | 'secrets' | 'queue'>) {
  const { config, db, clock } = ctx;
  const offered = new Map(config.standardSsoServices.map((service) => [service.name, service]));
  const ssoServices = (names: readonly string[]): SsoService[] =>
    names.map((name) => offered.get(name) ?? { name, displayName: name });
  const shown = (row: { email: string; role: Role; allowedSsoServices: string[]; expiresAt: Date }): Invitation => ({
    email: row.email,
    profile: row.role,
    allowedStandardSsoServices: ssoServices(row.allowedSsoServices),
    expires: row.expiresAt.toISOString(),
  });

  async function list(accountId: string): Promise<InvitationsView> {
    const open = await openInvitationsOf(db, accountId, clock.now());
    return { invitations: open.map(shown), standardSsoServices: config.standardSsoServices };
  }

  async function create(accountId: string, body: CreateInvitationBody, actor: AuditActor): Promise<Invitation> {
    if (body.allowedStandardSsoServices.some((name) => !offered.has(name))) {
      throw new HttpError(400, [
        { name: 'allowedStandardSsoServices', message: MESSAGES.invitations.unknownSsoService },
      ]);
    }
    const token = randomToken();
    let created: Invitation;
    try {
      created = await db.transaction(async (tx) => {
        const now = clock.now();
        const account = await lockAccount(tx, accountId);
        if (!account) throw notFound();
        await expireOverdue(tx, now, accountId);
        if (await openInvitationFor(tx, accountId, body.email, now)) throw exists(body.email);
        if (invitationsFull(await openCount(tx, accountId, now))) {
          throw conflict('email', MESSAGES.invitations.maxReached);
        }
        const person = await personByEmail(tx, body.email);
        const [linked] = person
          ? await tx
              .select({ role: accountUsers.role })
              .from(accountUsers)
              .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, person.id)))
          : [];
        if (linked) throw conflict('email', MESSAGES.invitations.alreadyLinked);

        const [row] = await tx
          .insert(invitations)
          .values({
            accountId,
            email: body.email,
            role: body.profile,
            allowedSsoServices: body.allowedStandardSsoServices,
            tokenDigest: tokenDigest(token),
            expiresAt: new Date(now.getTime() + LIMITS.invitationLifetimeMs),
            invitedByUserId: actor.userId,
          })
          .returning();
        if (!row) throw new Error('invitation insert returned no row');
        const [inviter] = actor.userId
          ? await tx
              .select({ displayName: users.displayName, username: users.username })
              .from(users)
              .where(eq(users.id, actor.userId))
          : [];
        await queueEmail(
          tx,
          ctx.secrets,
          invitationEmail({
            to: row.email,
            inviter: inviter ?? { displayName: actor.username, username: actor.username },
            accountName: account.name,
            role: row.role,
            link: `${config.publicUrl}${ACCEPT_INVITATION_PATH}?token=${token}`,
          }),
        );
        await recordAudit(tx, clock, actor, {
          type: 'INVITATION_CREATED',
          accountId,
          detail: `${row.email} as ${row.role}`,
        });
        return shown(row);
      });
    } catch (err) {
      // Two invitations of one address at once: the partial unique index answers the later one.
      if (isUniqueViolation(err, 'invitations_open_email_key')) throw exists(body.email);
      throw err;
    }
    await deliverSoon(ctx.queue);
    return created;
  }

  async function revoke(accountId: string, email: string, actor: AuditActor): Promise<void> {
    await db.transaction(async (tx) => {
      const now = clock.now();
      const open = await openInvitationFor(tx, accountId, email, now);
      if (!open || !(await closeOpen(tx, open.id, now, { status: 'REVOKED' }))) {
        throw notFound(MESSAGES.invitations.notOpen);
      }
      await recordAudit(tx, clock, actor, { type: 'INVITATION_REVOKED', accountId, detail: open.email });
    });
  }

  return { list, create, revoke };
}
