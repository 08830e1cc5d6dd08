import type { BrowserInfo } from '@datadeck/contracts/provider-api';

/** JavaScript cannot read the Accept header the browser sends, so the usual one is declared. */
export const ACCEPT_HEADER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** SPEC §7: what 3-D Secure needs about the shopper's browser. Java is always disabled today. */
export const collectBrowserInfo = (): BrowserInfo => ({
  acceptHeader: ACCEPT_HEADER,
  colorDepth: screen.colorDepth,
  language: navigator.language,
  javaEnabled: false,
  screenHeight: screen.height,
  screenWidth: screen.width,
  userAgent: navigator.userAgent,
  timeZoneOffset: new Date().getTimezoneOffset(),
});
