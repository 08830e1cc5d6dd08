import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { mfaCodeSchema } from './auth.ts';
import type { SecuritySettings } from './security.ts';

/**
 * The sign-in rules that apply to one user (SPEC §9): each follows a security setting of the
 * accounts the user is linked to. A user linked to several accounts gets the strictest of them;
 * administrator users always get the strictest (SPEC §6).
 */
export interface SignInPolicy {
  /** 5 consecutive failures lock the user for 30 minutes. */
  lockout: boolean;
  /** A password older than 90 days must be changed at sign-in. */
  passwordExpiry: boolean;
  /** The last 5 passwords cannot be used again. */
  noReuse: boolean;
  /** Sessions end after 15 minutes of inactivity instead of 8 hours. */
  shortTimeout: boolean;
  /** Access is removed after 90 days without signing in. */
  inactivityRevocation: boolean;
  /** The user must have multi-factor authentication. */
  mfaRequired: boolean;
}

export const STRICTEST_POLICY: SignInPolicy = {
  lockout: true,
  passwordExpiry: true,
  noReuse: true,
  shortTimeout: true,
  inactivityRevocation: true,
  mfaRequired: true,
};

const NO_POLICY: SignInPolicy = {
  lockout: false,
  passwordExpiry: false,
  noReuse: false,
  shortTimeout: false,
  inactivityRevocation: false,
  mfaRequired: false,
};

type PolicySettings = Omit<SecuritySettings, 'forcePciForNewClusters'>;

/** The strictest policy among the user's accounts' settings; administrators get every rule. */
export function effectivePolicy(accountSettings: readonly PolicySettings[], isAdmin: boolean): SignInPolicy {
  if (isAdmin) return STRICTEST_POLICY;
  return accountSettings.reduce<SignInPolicy>(
    (policy, s) => ({
      lockout: policy.lockout || s.failedLoginEnabled,
      passwordExpiry: policy.passwordExpiry || s.passwordExpirationEnabled,
      noReuse: policy.noReuse || s.cantReusePasswordsEnabled,
      shortTimeout: policy.shortTimeout || s.shortTimeoutOnSessionInactivity,
      inactivityRevocation: policy.inactivityRevocation || s.inactivityRevocation,
      mfaRequired: policy.mfaRequired || s.enforceMFA,
    }),
    NO_POLICY,
  );
}

/** How long a console session lasts without use under a policy. */
export const sessionTimeoutMs = (policy: Pick<SignInPolicy, 'shortTimeout'>): number =>
  policy.shortTimeout ? LIMITS.sessionShortTimeoutMs : LIMITS.sessionTimeoutMs;

/** Whether a password set at `changedAt` must be changed before signing in at `now`. */
export const passwordExpired = (policy: Pick<SignInPolicy, 'passwordExpiry'>, changedAt: Date, now: Date): boolean =>
  policy.passwordExpiry && now.getTime() - changedAt.getTime() >= LIMITS.passwordMaxAgeMs;

/** A new password: long enough to resist guessing, not longer than argon2 needs. */
export const newPasswordSchema = z
  .string('Enter a new password')
  .min(LIMITS.passwordMinLength, `Use at least ${LIMITS.passwordMinLength} characters`)
  .max(1024, 'Use at most 1024 characters');

/** Changing the signed-in user's password. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(1024),
    newPassword: newPasswordSchema,
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });

/** Signing in with an expired password: the current credentials and the new password at once. */
export const expiredPasswordBodySchema = z
  .object({
    username: z.string().trim().min(1, 'Enter your username or email').max(320),
    password: z.string().min(1, 'Enter your password').max(1024),
    mfaCode: mfaCodeSchema.optional(),
    newPassword: newPasswordSchema,
  })
  .refine((b) => b.newPassword !== b.password, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
