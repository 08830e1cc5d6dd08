import { api, type AccountFlags } from '@datadeck/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ApiClient } from './api-client.ts';
import { createMember, createUser, TEST_PASSWORD } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { base32Decode, hotp, totpStep } from '../src/platform/auth/totp.ts';
import { auditEvents } from '../src/platform/db/schema.ts';

/** What the staff tests share: signed-in staff (with MFA) and customers, and the staff audit rows. */

export const DEFAULT_FLAGS: AccountFlags = {
  clusterCreationAllowed: true,
  pciCompatible: false,
  onPremisesEnabled: false,
  ssoSelfServeEnabled: false,
  zeroInboundAccessConsoleView: false,
  accountType: 'OTHER',
  invoiced: false,
};

export async function signedIn(app: TestApp, username: string) {
  const client = new ApiClient(app.url);
  await client.signIn(username, TEST_PASSWORD);
  return client;
}

/**
 * A staff user signed in with MFA set up, as the console requires of staff before anything
 * else. The password is fresh by the test clock: staff are held to password expiry.
 */
export async function staffUser(app: TestApp) {
  const user = await createUser(app.context.db, { isAdmin: true, passwordChangedAt: app.clock.now() });
  const client = await signedIn(app, user.username);
  const { secret } = await client.ok(api.auth.startMfaEnrolment);
  // What the user's authenticator app shows now.
  await client.ok(api.auth.confirmMfaEnrolment, {
    body: { code: hotp(base32Decode(secret), totpStep(app.clock.now())) },
  });
  return { client, ...user };
}

export async function memberClient(app: TestApp, accountId: string, role: 'OWNER' | 'READ_ONLY' = 'OWNER') {
  const member = await createMember(app.context.db, accountId, role);
  return { client: await signedIn(app, member.username), ...member };
}

/** The staff audit events of an account, oldest first. */
export function staffEventsOf(app: TestApp, accountId: string) {
  return app.context.db
    .select({
      type: auditEvents.type,
      actor: auditEvents.actor,
      actorUserId: auditEvents.actorUserId,
      impersonator: auditEvents.impersonator,
      detail: auditEvents.detail,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.accountId, accountId),
        inArray(auditEvents.type, ['IMPERSONATION_STARTED', 'IMPERSONATION_STOPPED', 'ACCOUNT_FLAGS_UPDATED']),
      ),
    )
    .orderBy(asc(auditEvents.at));
}
