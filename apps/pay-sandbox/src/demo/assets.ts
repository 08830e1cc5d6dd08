import { fileURLToPath } from 'node:url';
import { bundleForBrowser, once } from '../browser-bundle.ts';

/** `demo-script.ts` for the browser (its widget imports are types only). */
export const demoScript = once(() => bundleForBrowser(fileURLToPath(new URL('./demo-script.ts', import.meta.url))));

/**
 * The demo page's styles. The card widget renders in two steps (the secured fields at once, the
 * holder name, billing address and pay button when the session setup answers), so `#card` reserves
 * the height of the finished form (the widget's own, the same at every width and for every country:
 * 40 px fields in 16 px type): without it the sections below jumped down twice while it mounted
 * (Lighthouse's CLS 0.54 on mobile; e2e/tests/layout-shift.spec.ts).
 */
export const DEMO_STYLES = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1f;background:#f6f6f8}
main{max-width:720px;margin:0 auto;padding:24px 16px}
h1{font-size:1.6rem;margin:0 0 8px}
h2{font-size:1.15rem;margin:24px 0 8px}
table{border-collapse:collapse;width:100%;background:#fff;font-size:.9rem}
th,td{border:1px solid #c8c8d0;padding:4px 8px;text-align:left}
code{font-family:ui-monospace,monospace}
#card{background:#fff;border:1px solid #c8c8d0;border-radius:8px;padding:16px}
#card[data-billing-address=full]{min-height:793px}
#card[data-billing-address=none]{min-height:303px}
pre{background:#1b1b1f;color:#f6f6f8;padding:12px;border-radius:8px;overflow:auto;font-size:.85rem}
`;
