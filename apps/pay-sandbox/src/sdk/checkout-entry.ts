/**
 * The SDK's browser entry (`/sdk/{version}/checkout.js`, an ES module): the widget's exports, also
 * put on `window.DatadeckCheckout` so a page's classic script can reach them as before.
 * Loaded with `<script type="module">`; the widget's optional parts come as chunks on demand.
 */
import * as DatadeckCheckout from '@datadeck/card-widget';

declare global {
  interface Window {
    DatadeckCheckout: typeof DatadeckCheckout;
  }
}

window.DatadeckCheckout = DatadeckCheckout;

export * from '@datadeck/card-widget';
