/**
 * The secured-field pages (docs/card-payments.md "Secured fields"): one <input>, the runtime and
 * a small style inlined, a CSP that allows exactly those two by hash and only the host origin
 * as frame ancestor. One page is one request and stays under 10 KB gzip.
 */
import { fileURLToPath } from 'node:url';
import type { SecuredFieldType } from '@datadeck/contracts/provider';
import { bundleForBrowser } from '../browser-bundle.ts';
import type { JWK } from 'jose';
import { cspHash, scriptJson } from '../http/html.ts';

export interface SecuredFieldPageInput {
  fieldType: SecuredFieldType;
  /** The host origin, already checked by the server against the client key. */
  origin: string;
  publicKey: JWK;
  kid: string;
  version: string;
}

export interface SecuredFieldPages {
  render(input: SecuredFieldPageInput): { html: string; csp: string };
}

interface FieldMarkup {
  title: string;
  /** Accessible name until `configure` brings the host's (translated) one. */
  label: string;
  autocomplete: string;
  type: 'text' | 'password';
}

const FIELDS: Readonly<Record<SecuredFieldType, FieldMarkup>> = {
  encryptedCardNumber: {
    title: 'Secured card number field',
    label: 'Card number',
    autocomplete: 'cc-number',
    type: 'text',
  },
  encryptedExpiryDate: {
    title: 'Secured expiry date field',
    label: 'Expiry date',
    autocomplete: 'cc-exp',
    type: 'text',
  },
  encryptedExpiryMonth: {
    title: 'Secured expiry month field',
    label: 'Expiry month',
    autocomplete: 'cc-exp-month',
    type: 'text',
  },
  encryptedExpiryYear: {
    title: 'Secured expiry year field',
    label: 'Expiry year',
    autocomplete: 'cc-exp-year',
    type: 'text',
  },
  encryptedSecurityCode: {
    title: 'Secured security code field',
    label: 'Security code',
    autocomplete: 'cc-csc',
    type: 'text',
  },
  encryptedPassword: {
    title: 'Secured card password field',
    label: 'First 2 digits of the card password',
    autocomplete: 'off',
    type: 'password',
  },
};

/**
 * The input fills the frame; the host styles colours and font through CSSOM (runtime.ts), the
 * placeholder colour through a custom property. `#error` is visually hidden but read by
 * assistive technology through aria-describedby.
 */
export const SECURED_FIELD_STYLE =
  'html,body{margin:0;padding:0;height:100%;overflow:hidden;background:transparent}' +
  'input{box-sizing:border-box;display:block;width:100%;height:100%;margin:0;padding:0 10px;border:0;outline:0;background:transparent;font:inherit;color:inherit}' +
  'input::placeholder{color:var(--placeholder-color,#707070);opacity:1}' +
  '#error{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  '.ac{position:absolute;left:-10000px;top:0;width:1px;height:1px}';

/**
 * The number field's document also offers the holder name and the expiry date to auto-fill: a
 * browser fills the fields of the one document it fills (Safari never reaches into the sibling
 * frames), so the card's other fields would stay empty. Off screen, out of the tab order and
 * hidden from assistive technology; the runtime passes what lands in them to the host.
 */
const AUTO_COMPLETE_INPUTS =
  '<input id="ac-cc-name" class="ac" autocomplete="cc-name" tabindex="-1" aria-hidden="true" aria-label="Name on card">' +
  '<input id="ac-cc-exp" class="ac" autocomplete="cc-exp" tabindex="-1" aria-hidden="true" aria-label="Expiry date">';

const RUNTIME_ENTRY = fileURLToPath(new URL('./runtime.ts', import.meta.url));

/** The runtime as one minified script for inlining. */
export async function bundleRuntime(): Promise<string> {
  const code = await bundleForBrowser(RUNTIME_ENTRY);
  // An inline script ends at the first "</script"; esbuild escapes it in strings already.
  return code.trim().replace(/<\/script/gi, '<\\/script');
}

/** A CSP source list takes the origin verbatim: refuse anything that could add a directive. */
function checkedOrigin(origin: string): string {
  if (!/^https?:\/\/[^\s;,'"/]+$/.test(origin)) throw new Error('secured field: the host origin is not a plain origin');
  return origin;
}

/** One page from an already bundled runtime (exported for tests). */
export function renderSecuredFieldPage(script: string, input: SecuredFieldPageInput): { html: string; csp: string } {
  const origin = checkedOrigin(input.origin);
  const field = FIELDS[input.fieldType];
  const config = scriptJson({
    fieldType: input.fieldType,
    origin,
    publicKey: input.publicKey,
    kid: input.kid,
    version: input.version,
  });
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${field.title}</title><style>${SECURED_FIELD_STYLE}</style></head><body>` +
    `<input id="field" type="${field.type}" inputmode="numeric" autocomplete="${field.autocomplete}" ` +
    `autocorrect="off" autocapitalize="off" spellcheck="false" aria-label="${field.label}" aria-invalid="false" aria-describedby="error">` +
    '<span id="error"></span>' +
    (input.fieldType === 'encryptedCardNumber' ? AUTO_COMPLETE_INPUTS : '') +
    `<script type="application/json" id="config">${config}</script>` +
    `<script>${script}</script></body></html>`;
  const csp =
    `default-src 'none'; script-src ${cspHash(script)}; style-src ${cspHash(SECURED_FIELD_STYLE)}; ` +
    `frame-ancestors ${origin}; base-uri 'none'; form-action 'none'`;
  return { html, csp };
}

/** Bundles the runtime once (esbuild, minified, browser target es2020) and returns the renderer. */
export async function createSecuredFieldPages(): Promise<SecuredFieldPages> {
  const script = await bundleRuntime();
  return { render: (input) => renderSecuredFieldPage(script, input) };
}
