/**
 * The demo page's script: mounts the widget with the session the page was rendered with and
 * shows the widget's state in `<pre id="state">` (end-to-end tests read it).
 */
export const DEMO_SCRIPT = `(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('demo-config').textContent);
  var out = document.getElementById('state');
  var state = { ready: false, isValid: false, brand: null, errors: {}, lastResult: null, lastError: null };
  function update(patch) {
    Object.assign(state, patch);
    out.textContent = JSON.stringify(state, null, 2);
  }
  update({});
  try {
    var checkout = DatadeckCheckout.createCheckout({
      clientKey: config.clientKey,
      environment: 'test',
      locale: config.locale,
      providerUrl: config.providerUrl,
      session: { id: config.session.id, sessionData: config.session.sessionData },
      amount: config.amount,
      countryCode: config.countryCode,
      onChange: function (s) { update({ isValid: s.isValid, brand: s.brand, errors: s.errors }); },
      onPaymentCompleted: function (result) { update({ lastResult: result }); },
      onPaymentFailed: function (result) { update({ lastResult: result }); },
      onError: function (error) { update({ lastError: { type: error.type, message: error.message } }); }
    });
    // The widget benchmark reads the time from mount() to every secured field ready.
    performance.mark('card-mount');
    checkout.create('card', {
      brands: config.brands,
      hasHolderName: true,
      holderNameRequired: true,
      billingAddressRequired: config.billingAddress === 'full',
      billingAddressMode: config.billingAddress,
      showPayButton: true,
      onReady: function () {
        performance.measure('card-mount-to-ready', 'card-mount');
        update({ ready: true });
      }
    }).mount('#card');
  } catch (error) {
    update({ lastError: { type: 'SCRIPT_ERROR', message: String((error && error.message) || error) } });
  }
})();
`;

export const DEMO_STYLES = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1f;background:#f6f6f8}
main{max-width:720px;margin:0 auto;padding:24px 16px}
h1{font-size:1.6rem;margin:0 0 8px}
h2{font-size:1.15rem;margin:24px 0 8px}
table{border-collapse:collapse;width:100%;background:#fff;font-size:.9rem}
th,td{border:1px solid #c8c8d0;padding:4px 8px;text-align:left}
code{font-family:ui-monospace,monospace}
#card{background:#fff;border:1px solid #c8c8d0;border-radius:8px;padding:16px}
pre{background:#1b1b1f;color:#f6f6f8;padding:12px;border-radius:8px;overflow:auto;font-size:.85rem}
`;
