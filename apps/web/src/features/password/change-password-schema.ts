import { changePasswordBodySchema } from '@datadeck/contracts';
import type { z } from 'zod';
import { confirmPasswordShape, passwordsMatch } from '../../shared/password/confirmation.ts';

/** The change-password form: the current password and the new one, confirmed. */
export const changePasswordFormSchema = changePasswordBodySchema
  .safeExtend(confirmPasswordShape)
  .refine(...passwordsMatch);

export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export const emptyChangePasswordForm: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
