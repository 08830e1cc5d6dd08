/**
 * The fields that name a person or a service user, one rule each for every form and endpoint that
 * takes them (invitation acceptance, service users, their administrators).
 */
export const USER_FIELD_LIMITS = {
  usernameMinLength: 3,
  usernameMaxLength: 64,
  displayNameMaxLength: 100,
  /** RFC 5321's longest forward path. */
  emailMaxLength: 254,
} as const;

/** What a username may hold: letters, digits and . _ - @ +, starting with a letter or a digit. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@+-]*$/;

/**
 * Whether a value, trimmed, is a username as `usernameSchema` takes it. Without zod: the console's
 * route table checks a service user's path with it on its first load.
 */
export function isUsername(trimmed: string): boolean {
  return (
    trimmed.length >= USER_FIELD_LIMITS.usernameMinLength &&
    trimmed.length <= USER_FIELD_LIMITS.usernameMaxLength &&
    USERNAME_PATTERN.test(trimmed)
  );
}
