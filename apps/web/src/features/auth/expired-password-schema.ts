import { expiredPasswordBodySchema } from '@datadeck/contracts';
import { z } from 'zod';

/**
 * The expired-password step: the contracts' body (the credentials typed at sign-in, kept as
 * hidden values, and the new password's rules) plus a confirmation that must match. The match is
 * checked whenever the confirmation is filled in, even while the new password breaks a rule.
 */
export const expiredPasswordFormSchema = expiredPasswordBodySchema
  .safeExtend({ confirmPassword: z.string().min(1, 'Confirm your new password') })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: 'The new passwords do not match',
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'confirmPassword'),
  });
