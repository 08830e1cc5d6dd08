import { RISK_PROTOCOL } from '@datadeck/contracts/provider';
import { cspHash, scriptJson } from '../http/html.ts';

/**
 * The page's script: a fingerprint of what any page may read of the browser (user agent,
 * language, screen, time zone, cores), hashed (FNV-1a, twice) so nothing readable leaves, posted
 * to the host origin only. A sandbox: a real provider collects far more. Static text, so one CSP
 * hash fits every page; the host origin comes from the JSON config.
 */
const SCRIPT = `(function(){
var config=JSON.parse(document.getElementById('config').textContent);
var text=[navigator.userAgent,navigator.language,screen.width+'x'+screen.height,screen.colorDepth,new Date().getTimezoneOffset(),navigator.hardwareConcurrency||0].join('|');
function fnv(seed){var h=seed>>>0;for(var i=0;i<text.length;i++){h^=text.charCodeAt(i);h=Math.imul(h,16777619)>>>0;}return ('0000000'+h.toString(16)).slice(-8);}
parent.postMessage(JSON.stringify({protocol:${JSON.stringify(RISK_PROTOCOL)},type:'deviceFingerprint',value:'dfp-'+fnv(2166136261)+fnv(33554467)}),config.origin);
})();`;

/** `GET /dfp/{version}/dfp.html`: no visible content, framable by the host origin alone. */
export function deviceFingerprintPage(origin: string): { html: string; csp: string } {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Device fingerprint</title></head><body>' +
    `<script type="application/json" id="config">${scriptJson({ origin })}</script>` +
    `<script>${SCRIPT}</script></body></html>`;
  const csp = `default-src 'none'; script-src ${cspHash(SCRIPT)}; frame-ancestors ${origin}; base-uri 'none'; form-action 'none'`;
  return { html, csp };
}
