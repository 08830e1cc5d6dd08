/**
 * The scheme SDK script a merchant page loads (`/sdk/{version}/click-to-pay/[live/]{scheme}.js`,
 * bundled by routes.ts). One bundle for both schemes and both environments: it reads them from its
 * own URL and defines the scheme's global (CLICK_TO_PAY_SDK_GLOBALS).
 */
import {
  CLICK_TO_PAY_SCHEMES,
  CLICK_TO_PAY_SDK_GLOBALS,
  type ClickToPayScheme,
  type ClickToPaySchemeSdk,
} from '@datadeck/contracts/provider';
import { createSchemeSdk } from './sdk-client.ts';

const SCRIPT_PATH = /\/click-to-pay\/(live\/)?([a-z]+)\.js$/;

const script = document.currentScript;
const src = script instanceof HTMLScriptElement ? new URL(script.src) : null;
const match = src === null ? null : SCRIPT_PATH.exec(src.pathname);
const scheme = match?.[2];
if (src !== null && match !== null && (CLICK_TO_PAY_SCHEMES as readonly string[]).includes(scheme ?? '')) {
  const known = scheme as ClickToPayScheme;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // A page without storage: the device is never recognised.
  }
  const sdk = createSchemeSdk({ base: src.origin, scheme: known, environment: match[1] ? 'live' : 'sandbox', storage });
  (window as unknown as Record<string, ClickToPaySchemeSdk>)[CLICK_TO_PAY_SDK_GLOBALS[known]] = sdk;
}
