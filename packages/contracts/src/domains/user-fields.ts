import { z } from 'zod';
import { USER_FIELD_LIMITS, USERNAME_PATTERN } from './user-field-limits.ts';

export * from './user-field-limits.ts';

/**
 * A username (SPEC §5 "not blank and valid"): letters, digits and . _ - @ +, starting with a
 * letter or digit, so it is safe in a URL path segment and in HTTP basic authentication (no colon).
 */
export const usernameSchema = z
  .string('Enter a username')
  .trim()
  .min(1, 'Enter a username')
  .min(USER_FIELD_LIMITS.usernameMinLength, `Use at least ${USER_FIELD_LIMITS.usernameMinLength} characters`)
  .max(USER_FIELD_LIMITS.usernameMaxLength, `Use at most ${USER_FIELD_LIMITS.usernameMaxLength} characters`)
  .regex(USERNAME_PATTERN, 'Use letters, digits and . _ - @ + only, starting with a letter or a digit');

export const displayNameSchema = z
  .string('Enter a display name')
  .trim()
  .min(1, 'Enter a display name')
  .max(USER_FIELD_LIMITS.displayNameMaxLength, `Use at most ${USER_FIELD_LIMITS.displayNameMaxLength} characters`);

/** An e-mail address, trimmed (SPEC §5: "email not blank, valid (trimmed)"). */
export const emailAddressSchema = z
  .string('Enter an e-mail address')
  .trim()
  .min(1, 'Enter an e-mail address')
  .max(USER_FIELD_LIMITS.emailMaxLength, `Use at most ${USER_FIELD_LIMITS.emailMaxLength} characters`)
  .pipe(z.email('Enter a valid e-mail address'));

/** The summary of a user as other users see it (SPEC §3 LinkedUser.userSummary). */
export const userSummarySchema = z.object({
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
