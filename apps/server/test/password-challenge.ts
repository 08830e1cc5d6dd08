import { PASSWORD_CHALLENGE_COOKIE } from '@datadeck/contracts';
import type { ApiResponse } from './api-client.ts';

/**
 * The challenge cookie a login answered PASSWORD_EXPIRED set, as the header a browser would send
 * back with expired-password (the ApiClient keeps only the session cookie).
 */
export function challengeHeaders(expired: ApiResponse): { cookie: string } {
  const cookie = expired.headers.getSetCookie().find((c) => c.startsWith(`${PASSWORD_CHALLENGE_COOKIE}=`));
  if (cookie === undefined) throw new Error(`no ${PASSWORD_CHALLENGE_COOKIE} cookie in ${expired.status} answer`);
  return { cookie: cookie.split(';')[0] ?? '' };
}
