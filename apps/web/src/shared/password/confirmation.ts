import { z } from 'zod';

/** The confirmation field of a form that sets a password. */
export const confirmPasswordShape = { confirmPassword: z.string().min(1, 'Confirm your new password') };

/**
 * The confirmation must match the new password; it is checked whenever the confirmation is
 * filled in, even while another field is wrong, so the user learns of both at once. Use as
 * `body.safeExtend(confirmPasswordShape).refine(...passwordsMatch)`.
 */
const matches = (values: { newPassword: string; confirmPassword: string }) =>
  values.confirmPassword === values.newPassword;
const matchParams = {
  path: ['confirmPassword'],
  message: 'The new passwords do not match',
  when: ({ issues }: z.core.ParsePayload) => !issues.some((issue) => issue.path?.[0] === 'confirmPassword'),
};
export const passwordsMatch: [typeof matches, typeof matchParams] = [matches, matchParams];
