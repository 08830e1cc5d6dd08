import { z } from 'zod';
import { ROLES } from '../roles.ts';

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'Enter your username or email').max(320),
  password: z.string().min(1, 'Enter your password').max(1024),
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
  isAdmin: z.boolean(),
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

export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'datadeck_session';
