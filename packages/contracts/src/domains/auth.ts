import { z } from 'zod';
import { ROLES } from '../roles.ts';

export {
  BACKGROUND_READ_HEADER,
  CSRF_HEADER,
  PASSWORD_CHALLENGE_COOKIE,
  SESSION_COOKIE,
} from './auth-headers.ts';

/** A code from an authenticator app (6 digits) or a one-time recovery code. */
export const mfaCodeSchema = z
  .string()
  .trim()
  .min(6, 'Enter the 6-digit code or a recovery code')
  .max(32, 'Enter the 6-digit code or a recovery code');

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'Enter your username or email').max(320),
  password: z.string().min(1, 'Enter your password').max(1024),
  /** Asked for (MFA_REQUIRED) when the user has multi-factor authentication. */
  mfaCode: mfaCodeSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const linkedAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** User summary of SPEC §3 with the accounts the user is linked to. */
export const meSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  mfaEnabled: z.boolean(),
  /** An account of the user enforces MFA (or the user is an administrator) and the user has none. */
  mfaSetupRequired: z.boolean(),
  isAdmin: z.boolean(),
  /** While a staff user impersonates this user: the staff user's name (SPEC §6). */
  impersonatedBy: z.string().nullable(),
  accounts: z.array(linkedAccountSchema),
  /** Feature switches of the console that change what users may do. */
  features: z.object({
    /** Scheduled database maintenance: modifying actions are replaced by a warning (SPEC §6). */
    databaseMaintenance: z.boolean(),
  }),
  /** Send back in `X-CSRF-Token` on every cookie-authenticated state-changing request. */
  csrfToken: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** The start of MFA enrolment: the secret to scan (as a QR code of the URI) or to type. */
export const mfaEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
});

export const confirmMfaBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});

/** One-time recovery codes, shown once when MFA is turned on. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
