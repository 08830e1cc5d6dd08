import { decodeBase64Json } from '../core/base64.ts';

export type TokenProblem = 'missing' | 'invalid';

/**
 * A 3DS2 action token is base64 JSON; it is 'missing' when empty and 'invalid' when it does not
 * decode or lacks one of `required` (SPEC §8: both end in err.gen.9102).
 */
export function decodeToken<T>(
  token: string | undefined,
  required: ReadonlyArray<keyof T & string>,
): { token: T } | { problem: TokenProblem } {
  if (!token) return { problem: 'missing' };
  const value = decodeBase64Json(token);
  if (typeof value !== 'object' || value === null) return { problem: 'invalid' };
  const record = value as Record<string, unknown>;
  return required.every((key) => typeof record[key] === 'string' && record[key] !== '')
    ? { token: value as T }
    : { problem: 'invalid' };
}
