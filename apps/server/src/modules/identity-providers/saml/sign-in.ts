import { landingPath, LIMITS, REQUIRED_SAML_ATTRIBUTES, ssoRefusalPath, type SsoRefusal } from '@datadeck/contracts';
import type { Profile } from '@node-saml/node-saml';
import { and, eq, sql } from 'drizzle-orm';
import type { CoreContext } from '../../../app-context.ts';
import {
  accountUsers,
  identityProviders,
  identityProviderUsers,
  samlMessageIds,
  users,
} from '../../../platform/db/schema.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { startSsoSession } from '../../auth/service.ts';
import { createSsoPerson } from '../sso-people.ts';
import type { NameClaims } from '../sso-person-fields.ts';
import { serviceProviderOf, type IdentityProviderRow } from '../view.ts';
import { firstUseOfAssertion } from './message-ids.ts';
import { serviceProviderFor } from './service-provider.ts';
import { attributeOf, decodeSamlResponse, firstElement, parseSamlXml } from './xml.ts';

/** Where the browser goes after the ACS: into the console with a session, or back to sign in, told why. */
export type AcsOutcome = { kind: 'signedIn'; token: string; location: string } | { kind: 'refused'; location: string };

/** A refusal with its reason for the page and its detail for the audit log. */
class Refusal extends Error {
  constructor(
    readonly reason: SsoRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

/** node-saml's errors by what the person can do about them. */
function reasonOf(error: unknown): SsoRefusal {
  const message = error instanceof Error ? error.message : '';
  return /expired|not yet valid|too old/i.test(message) ? 'expired' : 'invalid';
}

/** The first value of a SAML attribute (node-saml gives a string, or an array when multi-valued). */
function attribute(profile: Profile, name: string): string | undefined {
  const value = profile[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/**
 * The Assertion Consumer Service (SPEC §2; SAML 2.0 Web SSO, HTTP-POST binding), SP- or
 * IdP-initiated. Beyond node-saml's checks (signature by the registered certificate, issuer,
 * audience, validity window with skew, InResponseTo of our own requests): the bearer
 * confirmation's Recipient and the response's Destination must be our ACS URL, an assertion is
 * accepted once (its id is remembered until it expires), and the required attributes must be
 * there. The person is the account's linked user with that e-mail, or one created for it when
 * staff allowed just-in-time users; the session reaches that account only. Every refusal is
 * audited and sends the browser back to the sign-in page with its reason.
 */
export async function consumeAssertion(
  ctx: CoreContext,
  providerId: string,
  form: Record<string, unknown>,
  sourceIp: string,
): Promise<AcsOutcome> {
  const [row] = await ctx.db.select().from(identityProviders).where(eq(identityProviders.id, providerId));
  // Where the browser goes, settled before the assertion is used up: a RelayState that is no
  // path of the console (another site, a control or non-Latin-1 character) lands on the account.
  const landing = row && (landingPath(form.RelayState) ?? serviceProviderOf(ctx.config.publicUrl, row).relayState);
  let email: string | undefined;
  try {
    if (!row || landing === undefined) throw new Refusal('invalid', 'no such identity provider');
    if (!row.enabled) throw new Refusal('inactive', 'identity provider is inactive');
    const samlResponse = form.SAMLResponse;
    if (typeof samlResponse !== 'string' || samlResponse === '') throw new Refusal('invalid', 'no SAMLResponse');
    await refuseKnownReplay(ctx, row, samlResponse);

    let profile: Profile | null;
    try {
      ({ profile } = await serviceProviderFor(ctx, row).validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (error) {
      throw new Refusal(reasonOf(error), error instanceof Error ? error.message : 'not a valid SAML response');
    }
    if (!profile) throw new Refusal('invalid', 'a logout answer, not a sign-in');
    const assertion = checkedAssertion(ctx, row, profile);

    email = attribute(profile, 'email');
    const firstName = attribute(profile, 'firstName');
    const lastName = attribute(profile, 'lastName');
    if (!email || !firstName || !lastName) {
      throw new Refusal('missingAttributes', `missing ${REQUIRED_SAML_ATTRIBUTES.join(', ')}`);
    }
    if (!(await firstUseOfAssertion(ctx.db, row.id, assertion.id, assertion.rememberUntil))) {
      throw new Refusal('replayed', `assertion ${assertion.id} was used before`);
    }
    const userId = await personFor(ctx, row, { email, givenName: firstName, familyName: lastName });
    const { token } = await startSsoSession(ctx, userId, sourceIp, {
      kind: 'saml',
      accountId: row.accountId,
      providerName: row.displayName,
    });
    return {
      kind: 'signedIn',
      token,
      location: landing,
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    await recordAudit(
      ctx.db,
      ctx.clock,
      { userId: null, username: email ?? 'unknown', impersonator: null, sourceIp },
      { type: 'SSO_SIGN_IN_FAILED', accountId: row?.accountId ?? null, detail: `${error.reason}: ${error.message}` },
    );
    return { kind: 'refused', location: ssoRefusalPath(error.reason) };
  }
}

/**
 * Refuses at once an answer whose assertion was accepted before: read from the raw XML, only to
 * refuse (an answer to one of our requests would otherwise fail the InResponseTo check first,
 * and say "invalid" where "already used" is the truth).
 */
async function refuseKnownReplay(ctx: CoreContext, row: IdentityProviderRow, samlResponse: string): Promise<void> {
  const doc = parseSamlXml(decodeSamlResponse(samlResponse));
  if (doc === null) throw new Refusal('invalid', 'SAMLResponse is not base64 XML');
  const assertionId = attributeOf(doc, 'Assertion', 'ID');
  if (assertionId === null) return;
  const seen = await ctx.db
    .select({ id: samlMessageIds.messageId })
    .from(samlMessageIds)
    .where(
      and(
        eq(samlMessageIds.providerId, row.id),
        eq(samlMessageIds.kind, 'ASSERTION'),
        eq(samlMessageIds.messageId, assertionId),
      ),
    );
  if (seen.length > 0) throw new Refusal('replayed', `assertion ${assertionId} was used before`);
}

/**
 * What node-saml leaves to us, from the validated (signed) assertion: the bearer confirmation's
 * Recipient must be our ACS URL (the Web SSO profile requires one), as must the response's
 * Destination when it names one; and how long to remember the assertion's id.
 */
function checkedAssertion(ctx: CoreContext, row: IdentityProviderRow, profile: Profile) {
  const acsUrl = serviceProviderOf(ctx.config.publicUrl, row).assertionConsumerServiceUrl;
  const assertion = parseSamlXml(profile.getAssertionXml?.() ?? '');
  const response = parseSamlXml(profile.getSamlResponseXml?.() ?? '');
  const id = assertion && attributeOf(assertion, 'Assertion', 'ID');
  if (!assertion || !id) throw new Refusal('invalid', 'assertion without an ID');
  // node-saml checks the issuer of logout messages only; a sign-in's must be the registered one.
  if (profile.issuer !== row.issuer) throw new Refusal('invalid', `Issuer ${profile.issuer} is not ${row.issuer}`);
  const responseIssuer = response && firstElement(response, 'Issuer')?.textContent?.trim();
  if (responseIssuer && responseIssuer !== row.issuer) {
    throw new Refusal('invalid', `response Issuer ${responseIssuer} is not ${row.issuer}`);
  }
  const recipient = attributeOf(assertion, 'SubjectConfirmationData', 'Recipient');
  if (recipient !== acsUrl) throw new Refusal('invalid', `Recipient ${recipient ?? '(none)'} is not ${acsUrl}`);
  const destination = response && attributeOf(response, 'Response', 'Destination');
  if (destination && destination !== acsUrl)
    throw new Refusal('invalid', `Destination ${destination} is not ${acsUrl}`);
  const notOnOrAfter =
    attributeOf(assertion, 'SubjectConfirmationData', 'NotOnOrAfter') ??
    attributeOf(assertion, 'Conditions', 'NotOnOrAfter');
  const expiry = notOnOrAfter === null ? Number.NaN : Date.parse(notOnOrAfter);
  const until = Number.isNaN(expiry) ? ctx.clock.now().getTime() + LIMITS.samlRequestLifetimeMs : expiry;
  // Kept past its expiry by the skew the validation allows, so it cannot come back within it.
  return { id, rememberUntil: new Date(until + LIMITS.samlClockSkewMs) };
}

/**
 * Who an assertion for `email` signs in: the provider's account's linked person with that
 * e-mail, or, where staff allow just-in-time users and nobody has the address, a new person linked
 * Read Only. Never anyone else (issue 31, N1): a person of the console who is not linked to the
 * account (another customer's owner, staff, someone the account unlinked or SCIM deactivated) is
 * refused as unknown, and is not linked; a linked person with a second factor, and staff, are
 * refused with `secondFactor`, as the standard services refuse them: an assertion stands in for
 * the password only. Either way the provider now knows them (identity_provider_users), which
 * makes its name their Sign In Type on Linked Users.
 */
async function personFor(
  ctx: CoreContext,
  row: IdentityProviderRow,
  person: { email: string } & NameClaims,
): Promise<string> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [known] = await tx
      .select({
        id: users.id,
        username: users.username,
        isAdmin: users.isAdmin,
        mfaEnabled: users.mfaEnabled,
        role: accountUsers.role,
      })
      .from(users)
      .leftJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, row.accountId)))
      .where(and(eq(users.kind, 'person'), eq(sql`lower(${users.email})`, person.email.toLowerCase())));
    let userId: string;
    if (known === undefined) {
      if (!row.jitProvisioning) throw new Refusal('unknownUser', `no linked user has the e-mail ${person.email}`);
      userId = (await createSsoPerson(tx, person, now)).id;
      await tx.insert(accountUsers).values({ accountId: row.accountId, userId, role: 'READ_ONLY' });
    } else {
      if (known.role === null) throw new Refusal('unknownUser', `no linked user has the e-mail ${person.email}`);
      if (known.isAdmin || known.mfaEnabled) {
        throw new Refusal('secondFactor', `${known.username} ${known.isAdmin ? 'is staff' : 'has a second factor'}`);
      }
      userId = known.id;
    }
    await tx
      .insert(identityProviderUsers)
      .values({
        providerId: row.id,
        userId,
        source: known === undefined ? 'JIT' : 'SAML',
        lastSignInAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [identityProviderUsers.providerId, identityProviderUsers.userId],
        set: { lastSignInAt: now, updatedAt: now },
      });
    return userId;
  });
}
