import { expiredPasswordBodySchema } from '@datadeck/contracts';
import { confirmPasswordShape, passwordsMatch } from '../../shared/password/confirmation.ts';

/** The expired-password step: the credentials typed at sign-in (kept as hidden values) and the new password, confirmed. */
export const expiredPasswordFormSchema = expiredPasswordBodySchema
  .safeExtend(confirmPasswordShape)
  .refine(...passwordsMatch);
