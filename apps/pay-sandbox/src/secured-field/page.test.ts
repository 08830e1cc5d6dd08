import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { SECURED_FIELD_TYPES } from '@datadeck/contracts/provider';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSecuredFieldPages, type SecuredFieldPages } from './page.ts';

const ORIGIN = 'http://localhost:5173';
const PAGE_BUDGET_BYTES = 10 * 1024;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const between = (html: string, open: string, close: string): string => {
  const start = html.indexOf(open);
  expect(start).toBeGreaterThanOrEqual(0);
  return html.slice(start + open.length, html.indexOf(close, start + open.length));
};

let pages: SecuredFieldPages;
let publicKey: JWK;

beforeAll(async () => {
  pages = await createSecuredFieldPages();
  const pair = await generateKeyPair('RSA-OAEP', { extractable: true });
  publicKey = { ...(await exportJWK(pair.publicKey)), kid: 'sandbox-<kid>', alg: 'RSA-OAEP', use: 'enc' };
});

const render = (fieldType: (typeof SECURED_FIELD_TYPES)[number]) =>
  pages.render({ fieldType, origin: ORIGIN, publicKey, kid: 'sandbox-<kid>', version: '1.0.0' });

/** The number field's auto-fill companions in a page (none elsewhere). */
const companions = (fieldType: (typeof SECURED_FIELD_TYPES)[number]) =>
  render(fieldType).html.match(/<input [^>]*class="ac"[^>]*>/g) ?? [];

describe('secured-field pages', () => {
  it('allow exactly the inline script and style by hash, framed only by the host origin', () => {
    const { html, csp } = render('encryptedCardNumber');
    const script = between(html, '<script>', '</script>');
    const style = between(html, '<style>', '</style>');
    expect(csp).toBe(
      `default-src 'none'; script-src ${sha256(script)}; style-src ${sha256(style)}; frame-ancestors ${ORIGIN}; base-uri 'none'; form-action 'none'`,
    );
    // One inline script to run, one style, no style attributes (the CSP would block them).
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('carry the configuration as JSON with < escaped', () => {
    const { html } = render('encryptedSecurityCode');
    const json = between(html, '<script type="application/json" id="config">', '</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toStrictEqual({
      fieldType: 'encryptedSecurityCode',
      origin: ORIGIN,
      publicKey,
      kid: 'sandbox-<kid>',
      version: '1.0.0',
    });
  });

  it.each([
    ['encryptedCardNumber', 'cc-number'],
    ['encryptedExpiryDate', 'cc-exp'],
    ['encryptedExpiryMonth', 'cc-exp-month'],
    ['encryptedExpiryYear', 'cc-exp-year'],
    ['encryptedSecurityCode', 'cc-csc'],
    ['encryptedPassword', 'off'],
  ] as const)('%s: one accessible numeric input with autocomplete %s', (fieldType, autocomplete) => {
    const { html } = render(fieldType);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(between(html, '<title>', '</title>')).not.toBe('');
    // Visible and in the tab order: one input; the number's companions are for auto-fill only.
    expect(html.match(/<input (?![^>]*tabindex="-1")/g)).toHaveLength(1);
    const input = between(html, '<input ', '>');
    expect(input).toContain(`autocomplete="${autocomplete}"`);
    expect(input).toContain('inputmode="numeric"');
    expect(input).toMatch(/aria-label="[^"]+"/);
    expect(input).toContain('aria-invalid="false"');
    expect(input).toContain('aria-describedby="error"');
    expect(html).toContain('<span id="error"></span>');
  });

  it('offer the holder name and expiry date to auto-fill in the number field only, off screen and hidden', () => {
    const number = companions('encryptedCardNumber');
    expect(number.map((input) => /autocomplete="([^"]+)"/.exec(input)?.[1])).toStrictEqual(['cc-name', 'cc-exp']);
    for (const input of number) {
      expect(input).toContain('tabindex="-1"');
      expect(input).toContain('aria-hidden="true"');
    }
    for (const fieldType of SECURED_FIELD_TYPES.filter((type) => type !== 'encryptedCardNumber'))
      expect(companions(fieldType)).toStrictEqual([]);
  });

  it.each(SECURED_FIELD_TYPES)('%s stays within 10 KB gzip', (fieldType) => {
    const size = gzipSync(render(fieldType).html, { level: 9 }).length;
    expect(size).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
  });

  it('refuse an origin that is not a plain origin (it is pasted into the CSP)', () => {
    expect(() =>
      pages.render({
        fieldType: 'encryptedCardNumber',
        origin: "http://a.test; script-src 'unsafe-inline'",
        publicKey,
        kid: 'k',
        version: '1.0.0',
      }),
    ).toThrow('not a plain origin');
    expect(() =>
      pages.render({
        fieldType: 'encryptedCardNumber',
        origin: 'http://a.test/path',
        publicKey,
        kid: 'k',
        version: '1.0.0',
      }),
    ).toThrow('not a plain origin');
  });
});
