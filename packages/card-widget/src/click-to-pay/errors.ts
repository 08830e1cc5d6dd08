import { CTP_ERROR_REASONS, type ClickToPayScheme } from '@datadeck/contracts/provider';
import { WidgetError } from '../core/errors.ts';
import type { Translator } from '../core/i18n.ts';

/** A Click to Pay failure with the scheme's reason (SPEC §8), handed to onError as type ERROR, code = reason. */
export class ClickToPayError extends WidgetError {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super('ERROR', message, reason);
    this.name = 'ClickToPayError';
    this.reason = reason;
  }
}

/**
 * A scheme call that did not answer in WIDGET_TIMEOUTS.clickToPayMs, or answered REQUEST_TIMEOUT
 * itself (SPEC §8): Click to Pay becomes NotAvailable.
 */
export class ClickToPayTimeoutError extends ClickToPayError {
  constructor(
    readonly source: string,
    readonly scheme: ClickToPayScheme,
  ) {
    super('REQUEST_TIMEOUT', `Timeout during ${source}() of the scheme ${scheme}`);
    this.name = 'ClickToPayTimeoutError';
  }
}

const KNOWN_REASONS: readonly string[] = CTP_ERROR_REASONS;

/** SPEC §8: the text of a reason is `ctp.errors.{reason}`; a reason without one shows UNKNOWN_ERROR's. */
export function ctpErrorText(t: Translator, reason: string): string {
  return t.t(`ctp.errors.${KNOWN_REASONS.includes(reason) ? reason : 'UNKNOWN_ERROR'}`);
}

/** What a scheme SDK rejected with, as a ClickToPayError (the SDKs reject with `{reason, message}`). */
export function fromSchemeRejection(error: unknown, source: string, scheme: ClickToPayScheme): ClickToPayError {
  if (error instanceof ClickToPayError) return error;
  const reason =
    typeof error === 'object' && error !== null && typeof (error as { reason?: unknown }).reason === 'string'
      ? (error as { reason: string }).reason
      : 'UNKNOWN_ERROR';
  if (reason === 'REQUEST_TIMEOUT') return new ClickToPayTimeoutError(source, scheme);
  const message =
    error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
      ? String((error as { message: unknown }).message)
      : String(error);
  return new ClickToPayError(reason, `${source}() of the scheme ${scheme} failed: ${message}`);
}
