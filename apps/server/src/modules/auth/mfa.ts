import { randomBytes } from 'node:crypto';
import { LIMITS, MESSAGES } from '@datadeck/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import { tokenDigest } from '../../platform/auth/tokens.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from '../../platform/auth/totp.ts';
import { users } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';

const ISSUER = 'Datadeck';

type MfaUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'mfaEnabled' | 'mfaSecret' | 'mfaPendingSecret' | 'mfaLastStep' | 'mfaRecoveryCodeDigests'
>;

/** A recovery code: 10 base32 characters, grouped for reading aloud (xxxxx-xxxxx). */
function newRecoveryCode(): string {
  const raw = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}
const recoveryDigest = (code: string) => tokenDigest(code.trim().toLowerCase().replaceAll(' ', ''));

/** Starts (or restarts) enrolment: a pending secret until the first code confirms it. */
export async function startEnrolment(ctx: CoreContext, user: MfaUser) {
  if (user.mfaEnabled) throw new HttpError(409, [{ name: 'CONFLICT', message: MESSAGES.mfa.alreadyEnabled }]);
  const secret = newTotpSecret();
  await ctx.db
    .update(users)
    .set({ mfaPendingSecret: ctx.secrets.seal(secret) })
    .where(eq(users.id, user.id));
  return { secret, otpauthUri: otpauthUri(ISSUER, user.email, secret) };
}

/** A first code from the app turns MFA on; the recovery codes are answered once, kept as digests. */
export async function confirmEnrolment(ctx: CoreContext, user: MfaUser, code: string) {
  if (user.mfaEnabled) throw new HttpError(409, [{ name: 'CONFLICT', message: MESSAGES.mfa.alreadyEnabled }]);
  if (!user.mfaPendingSecret) throw new HttpError(409, [{ name: 'CONFLICT', message: MESSAGES.mfa.noEnrolment }]);
  const step = matchTotp(ctx.secrets.open(user.mfaPendingSecret), code, ctx.clock.now());
  if (step === null) throw new HttpError(400, [{ name: 'code', message: MESSAGES.mfa.invalidCode }]);
  const recoveryCodes = Array.from({ length: LIMITS.mfaRecoveryCodes }, newRecoveryCode);
  await ctx.db
    .update(users)
    .set({
      mfaEnabled: true,
      mfaSecret: user.mfaPendingSecret, // sealed as it is: the same secret, now confirmed
      mfaPendingSecret: null,
      mfaLastStep: step,
      mfaRecoveryCodeDigests: recoveryCodes.map(recoveryDigest),
    })
    .where(eq(users.id, user.id));
  return { recoveryCodes };
}

/**
 * Checks a sign-in's second factor: a TOTP code not used before (its step is recorded with a
 * conditional update, so two sign-ins cannot both use it), or an unused recovery code (removed
 * by a conditional update too).
 */
export async function verifySecondFactor(ctx: CoreContext, user: MfaUser, code: string): Promise<boolean> {
  if (!user.mfaSecret) return false;
  const step = matchTotp(ctx.secrets.open(user.mfaSecret), code, ctx.clock.now());
  if (step !== null) {
    const claimed = await ctx.db
      .update(users)
      .set({ mfaLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
      .returning({ id: users.id });
    return claimed.length > 0;
  }
  // Removed from the row only if still in it, in one statement: of parallel sign-ins with one
  // recovery code, exactly one removes it (the row read at sign-in may be stale already).
  const digest = recoveryDigest(code);
  if (!user.mfaRecoveryCodeDigests.includes(digest)) return false;
  const used = await ctx.db
    .update(users)
    .set({ mfaRecoveryCodeDigests: sql`${users.mfaRecoveryCodeDigests} - ${digest}::text` })
    .where(and(eq(users.id, user.id), sql`${users.mfaRecoveryCodeDigests} @> ${JSON.stringify([digest])}::jsonb`))
    .returning({ id: users.id });
  return used.length > 0;
}
