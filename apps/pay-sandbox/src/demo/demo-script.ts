/**
 * The demo page's script (runs in the browser): mounts the widget that `/sdk/…/checkout.js` put on
 * `window.DatadeckCheckout` with the session the page was rendered with, and shows the widget's
 * state in `<pre id="state">` (end-to-end tests read it). The checkout and the card are also
 * `window.datadeckDemo`, for a developer's console and for the calls the page has no button for
 * (gift card balance, orders). Typed against the widget's own API, so a change of that API breaks
 * the type check here rather than the demo.
 */
import type {
  CardComponent,
  CardOptions,
  CardState,
  Checkout,
  CheckoutOptions,
  createCheckout,
} from '@datadeck/card-widget';
import type { DemoConfig, DemoPart } from './page.ts';

interface DemoState {
  ready: boolean;
  isValid: boolean;
  brand: string | null;
  errors: CardState['errors'];
  lastResult: object | null;
  lastError: { type: string; message: string } | null;
}

/** `window.datadeckDemo`. */
export interface DemoHandles {
  checkout: Checkout;
  card: CardComponent;
}

const { createCheckout: create } = (
  window as unknown as { DatadeckCheckout: { createCheckout: typeof createCheckout } }
).DatadeckCheckout;
const config = JSON.parse(document.getElementById('demo-config')?.textContent ?? '{}') as DemoConfig;
const out = document.getElementById('state');
const state: DemoState = { ready: false, isValid: false, brand: null, errors: {}, lastResult: null, lastError: null };

function update(patch: Partial<DemoState>): void {
  Object.assign(state, patch);
  if (out) out.textContent = JSON.stringify(state, null, 2);
}

/** The card options each optional part of the demo adds (merged in the order of `parts`). */
function partOptions(part: DemoPart): CardOptions {
  switch (part) {
    case 'clickToPay':
      return {
        clickToPayConfiguration: {
          merchantDisplayName: 'Datadeck demo shop',
          ...(config.shopperEmail ? { shopperEmail: config.shopperEmail } : {}),
        },
      };
    case 'installments':
      return {
        installmentOptions: {
          card: { values: [1, 2, 3, 6] },
          mc: { values: [1, 2, 3], plans: ['regular', 'revolving'] },
        },
        showInstallmentAmounts: true,
      };
    case 'kcp':
      return { configuration: { koreanAuthenticationRequired: true } };
    case 'ssn':
      return { configuration: { socialSecurityNumberMode: 'show' } };
    case 'fastCheckout':
      return {
        fastCheckoutConfiguration: {
          showConsent: true,
          defaultToggleState: true,
          termsAndConditionsLink: `${config.providerUrl}/demo/terms`,
          privacyPolicyLink: `${config.providerUrl}/demo/privacy`,
        },
      };
    case 'addressLookup':
      return { addressLookup: true };
  }
}

const cardOptions = (): CardOptions =>
  config.parts.map(partOptions).reduce<CardOptions>(
    (merged, options) => ({
      ...merged,
      ...options,
      configuration: { ...merged.configuration, ...options.configuration },
    }),
    {},
  );

update({});
try {
  const options: CheckoutOptions = {
    clientKey: config.clientKey,
    environment: 'test',
    locale: config.locale,
    providerUrl: config.providerUrl,
    session: config.session,
    amount: config.amount,
    ...(config.countryCode === undefined ? {} : { countryCode: config.countryCode }),
    onChange: (changed) => update({ isValid: changed.isValid, brand: changed.brand, errors: changed.errors }),
    onPaymentCompleted: (result) => update({ lastResult: result }),
    onPaymentFailed: (result) => update({ lastResult: result }),
    onError: (error) => update({ lastError: { type: error.type, message: error.message } }),
  };
  // The widget benchmark reads the time from mount() to every secured field ready.
  performance.mark('card-mount');
  const checkout = create(options);
  const card: CardComponent = checkout
    .create('card', {
      ...cardOptions(),
      brands: config.brands,
      hasHolderName: true,
      holderNameRequired: config.holderNameRequired,
      billingAddressRequired: config.billingAddress === 'full',
      billingAddressMode: config.billingAddress,
      showPayButton: true,
      onReady: () => {
        performance.measure('card-mount-to-ready', 'card-mount');
        update({ ready: true });
      },
    })
    .mount('#card');
  (window as unknown as { datadeckDemo: DemoHandles }).datadeckDemo = { checkout, card };
} catch (error) {
  update({ lastError: { type: 'SCRIPT_ERROR', message: error instanceof Error ? error.message : String(error) } });
}
