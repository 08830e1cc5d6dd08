import { changePasswordBodySchema } from '@datadeck/contracts';
import { z } from 'zod';

/**
 * The change-password form: the contracts' body (current password, the new password's rules)
 * plus a confirmation that must match. The match is checked whenever the confirmation is filled
 * in, even while another field is wrong.
 */
export const changePasswordFormSchema = changePasswordBodySchema
  .safeExtend({ confirmPassword: z.string().min(1, 'Confirm your new password') })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: 'The new passwords do not match',
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'confirmPassword'),
  });

export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export const emptyChangePasswordForm: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
