import type { SsoRefusal } from '@datadeck/contracts';

/** The most of a refusal's detail (and of who it was) the audit log keeps. */
const AUDIT_TEXT_MAX_LENGTH = 500;

/**
 * Text for the audit log from what a provider or a browser sent (an `error_description` of the
 * callback's query, a claim): control characters and unpaired surrogates, which no column may
 * hold, become '?', and it is cut to a length a row should hold.
 */
export const auditText = (text: string): string =>
  [...text.replace(/[\p{Cc}\p{Cs}]/gu, '?')].slice(0, AUDIT_TEXT_MAX_LENGTH).join('');

/**
 * A standard service's sign-in that cannot go on: the browser goes back to the sign-in page with
 * `reason` (its words are the contracts'), the audit log gets `detail` and who it was, if known.
 */
export class SsoRefused extends Error {
  constructor(
    readonly reason: SsoRefusal,
    readonly detail: string,
    /** Who the service said it was, once it said so (for the audit log's actor). */
    readonly who: string | null = null,
  ) {
    super(`single sign-on refused (${reason})`);
    this.name = 'SsoRefused';
  }
}
