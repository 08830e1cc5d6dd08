import { currencyDivisor, THREEDS_PROTOCOL, type ThreeDSNotification } from '@datadeck/contracts/provider';
import { cspHash, escapeHtml, scriptJson } from '../http/html.ts';

export interface Page {
  html: string;
  csp: string;
}

const STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;padding:12px;font:14px/1.4 system-ui,sans-serif;color:#1b1b1f;background:#fff}',
  'h1{font-size:1.15rem;margin:0 0 8px}',
  'p{margin:0 0 8px}',
  'label{display:block;font-weight:600;margin:8px 0 4px}',
  'input{width:100%;padding:8px;font:inherit;border:1px solid #5c5c66;border-radius:4px}',
  'input:focus,button:focus{outline:3px solid #1a56db;outline-offset:1px}',
  '.hint{color:#44444c;font-size:.85rem;margin-top:4px}',
  '.actions{display:flex;gap:8px;margin-top:12px;flex-wrap:wrap}',
  'button{flex:1 1 90px;padding:8px 12px;font:inherit;border-radius:4px;border:1px solid #1a56db;cursor:pointer}',
  '.primary{background:#1a56db;color:#fff}',
  '.secondary{background:#fff;color:#1a56db}',
].join('');

const htmlDocument = (title: string, body: string, head = ''): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${head}</head><body>${body}</body></html>`;

const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** The ACS's method page: collects nothing (a sandbox) and posts on to the notification URL. */
export function methodPage(args: {
  notificationUrl: string;
  threeDSServerTransID: string;
  hostOrigin: string;
  publicUrl: string;
}): Page {
  const script = "document.getElementById('method').submit();";
  const body =
    `<form id="method" method="post" action="${escapeHtml(args.notificationUrl)}">` +
    hidden('threeDSServerTransID', args.threeDSServerTransID) +
    hidden('threeDSCompInd', 'Y') +
    `</form><script>${script}</script>`;
  return {
    html: htmlDocument('3-D Secure', body),
    csp: `default-src 'none'; script-src ${cspHash(script)}; form-action ${args.publicUrl}; frame-ancestors ${args.hostOrigin}; base-uri 'none'`,
  };
}

/**
 * The notification page: tells the host page (its parent, on `hostOrigin` only) that the step
 * is over. The host asks the provider for the decision; this message only ends the waiting.
 */
export function notificationPage(args: {
  type: ThreeDSNotification['type'];
  threeDSServerTransID: string;
  status: ThreeDSNotification['status'];
  hostOrigin: string;
}): Page {
  const message: ThreeDSNotification = {
    protocol: THREEDS_PROTOCOL,
    type: args.type,
    threeDSServerTransID: args.threeDSServerTransID,
    status: args.status,
  };
  const script = `parent.postMessage(JSON.stringify(${scriptJson(message)}), ${scriptJson(args.hostOrigin)});`;
  return {
    html: htmlDocument('3-D Secure', `<p>Authentication finished.</p><script>${script}</script>`),
    csp: `default-src 'none'; script-src ${cspHash(script)}; frame-ancestors ${args.hostOrigin}; base-uri 'none'; form-action 'none'`,
  };
}

/** The challenge: "Verify your payment" with a one-time code (sandbox: 1234). Works without script. */
export function challengePage(args: {
  notificationUrl: string;
  threeDSServerTransID: string;
  acsTransID: string;
  merchantAccount: string;
  amount: { currency: string; value: number };
  lastFour: string;
  hostOrigin: string;
  publicUrl: string;
}): Page {
  const divisor = currencyDivisor(args.amount.currency);
  const decimals = Math.round(Math.log10(divisor));
  const amount = `${(args.amount.value / divisor).toFixed(decimals)} ${args.amount.currency}`;
  const body =
    '<main>' +
    '<h1>Verify your payment</h1>' +
    `<p>${escapeHtml(args.merchantAccount)} · ${escapeHtml(amount)} · card ending ${escapeHtml(args.lastFour)}</p>` +
    `<form method="post" action="${escapeHtml(args.notificationUrl)}">` +
    hidden('threeDSServerTransID', args.threeDSServerTransID) +
    hidden('acsTransID', args.acsTransID) +
    '<label for="code">One-time code</label>' +
    '<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" aria-describedby="code-hint" autofocus>' +
    '<p id="code-hint" class="hint">Sandbox code: 1234</p>' +
    '<div class="actions">' +
    '<button class="primary" type="submit" name="action" value="submit">Submit</button>' +
    '<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>' +
    '</div></form></main>';
  return {
    html: htmlDocument('Verify your payment', body, `<style>${STYLE}</style>`),
    csp: `default-src 'none'; style-src ${cspHash(STYLE)}; form-action ${args.publicUrl}; frame-ancestors ${args.hostOrigin}; base-uri 'none'`,
  };
}

/** A refusal page (bad form, unknown transaction); nothing may frame it. */
export function errorPage(title: string, text: string): Page {
  return {
    html: htmlDocument(
      title,
      `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`,
      `<style>${STYLE}</style>`,
    ),
    csp: `default-src 'none'; style-src ${cspHash(STYLE)}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  };
}
