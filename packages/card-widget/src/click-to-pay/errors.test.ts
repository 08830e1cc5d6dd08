import { describe, expect, it } from 'vitest';
import { createTranslator, EN_US } from '../core/i18n.ts';
import { ClickToPayTimeoutError, ctpErrorText, fromSchemeRejection } from './errors.ts';

const t = createTranslator('en-US', EN_US);

describe('Click to Pay errors (SPEC §8)', () => {
  it('shows ctp.errors.{reason}, and UNKNOWN_ERROR for a reason without a text', () => {
    expect(ctpErrorText(t, 'CODE_INVALID')).toBe(EN_US['ctp.errors.CODE_INVALID']);
    expect(ctpErrorText(t, 'ACCT_INACCESSIBLE')).toBe(EN_US['ctp.errors.ACCT_INACCESSIBLE']);
    expect(ctpErrorText(t, 'SOMETHING_NEW')).toBe(EN_US['ctp.errors.UNKNOWN_ERROR']);
    expect(EN_US['ctp.errors.UNKNOWN_ERROR']).toBeTruthy();
    expect(EN_US['ctp.errors.CODE_INVALID']).not.toBe(EN_US['ctp.errors.UNKNOWN_ERROR']);
  });

  it('makes a REQUEST_TIMEOUT rejection the time-out error', () => {
    const error = fromSchemeRejection({ reason: 'REQUEST_TIMEOUT', message: 'slow' }, 'checkout', 'mc');
    expect(error).toBeInstanceOf(ClickToPayTimeoutError);
    expect(error.message).toBe('Timeout during checkout() of the scheme mc');
    const other = fromSchemeRejection('boom', 'init', 'visa');
    expect(other).toMatchObject({
      reason: 'UNKNOWN_ERROR',
      type: 'ERROR',
      message: 'init() of the scheme visa failed: boom',
    });
  });
});
