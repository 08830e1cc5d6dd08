import {
  CARD_WIDGET_VERSION,
  CLICK_TO_PAY_IDENTITY_TYPES,
  CLICK_TO_PAY_SDK_GLOBALS,
  WIDGET_TIMEOUTS,
  clickToPaySdkPath,
  type ClickToPayScheme,
  type ClickToPaySchemeSdk,
  type ClickToPaySdkEnvironment,
} from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import { apiHeaders, CLIENT_KEY, HOST_ORIGIN, MERCHANT, postJson, useSandbox } from '../../test/helpers.ts';
import { createSchemeSdk, DEVICE_STORAGE_KEY, type DeviceStorage } from './sdk-client.ts';
import { CTP_TEST_OTP } from './test-shoppers.ts';

/**
 * The simulated schemes over real HTTP, driven by the same SDK object the scripts define in a
 * merchant page (sdk-client.ts), with Node's fetch and an in-memory device storage.
 */
const sandbox = useSandbox();

class MemoryStorage implements DeviceStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

async function sdkFor(
  scheme: ClickToPayScheme,
  storage: DeviceStorage = new MemoryStorage(),
  environment: ClickToPaySdkEnvironment = 'sandbox',
): Promise<ClickToPaySchemeSdk> {
  const sdk = createSchemeSdk({ base: sandbox.base, scheme, environment, storage });
  await sdk.init({ srcInitiatorId: CLIENT_KEY, srciTransactionId: 'tx-1', dpaData: { dpaPresentationName: 'Shop' } });
  return sdk;
}

const identity = (scheme: ClickToPayScheme, email: string) => ({
  consumerIdentity: { identityValue: email, type: CLICK_TO_PAY_IDENTITY_TYPES[scheme] },
});

/** Looks up, sends the code and validates it: the shopper's idToken. */
async function validate(sdk: ClickToPaySchemeSdk, scheme: ClickToPayScheme, email = 'shopper@ctp.example') {
  expect(await sdk.identityLookup(identity(scheme, email))).toEqual({ consumerPresent: true });
  await sdk.initiateIdentityValidation();
  return (await sdk.completeIdentityValidation({ validationData: CTP_TEST_OTP })).idToken;
}

async function createSession(): Promise<{ id: string; sessionData: string }> {
  const answer = await postJson(
    `${sandbox.base}/v71/sessions`,
    {
      merchantAccount: MERCHANT,
      amount: { currency: 'USD', value: 1500 },
      reference: 'ctp-1',
      returnUrl: 'http://localhost:8080/shop',
      countryCode: 'US',
    },
    apiHeaders,
  );
  expect(answer.status).toBe(200);
  return answer.body as { id: string; sessionData: string };
}

async function payInSession(paymentMethod: Record<string, unknown>) {
  const session = await createSession();
  return postJson(
    `${sandbox.base}/v1/sessions/${session.id}/payments?clientKey=${CLIENT_KEY}`,
    { sessionData: session.sessionData, paymentMethod },
    { origin: HOST_ORIGIN },
  );
}

/** A validated shopper's profile at the scheme: checkouts may follow. */
async function recognisedProfile(scheme: ClickToPayScheme) {
  const sdk = await sdkFor(scheme);
  const idToken = await validate(sdk, scheme);
  const profile = await sdk.getSrcProfile({ idTokens: [idToken] });
  return { sdk, srcCorrelationId: profile.srcCorrelationId };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as { reason: string; message: string },
  );

describe('Click to Pay scheme SDK scripts', () => {
  it.each([['sandbox'], ['live']] as const)(
    'serves the %s script of each scheme, which defines its global',
    async (environment) => {
      for (const scheme of ['visa', 'mc'] as const) {
        const url = `${sandbox.base}${clickToPaySdkPath(environment, scheme)}`;
        const answer = await fetch(url);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toContain('javascript');
        expect(answer.headers.get('access-control-allow-origin')).toBe('*');
        class FakeScript {
          src = url;
        }
        const window: Record<string, unknown> = { localStorage: new MemoryStorage() };
        const document = { currentScript: new FakeScript() };
        new Function('window', 'document', 'HTMLScriptElement', await answer.text())(window, document, FakeScript);
        const sdk = window[CLICK_TO_PAY_SDK_GLOBALS[scheme]] as Record<string, unknown>;
        for (const method of [
          'init',
          'identityLookup',
          'isRecognized',
          'initiateIdentityValidation',
          'completeIdentityValidation',
          'getSrcProfile',
          'checkout',
          'unbindAppInstance',
        ]) {
          expect(typeof sdk[method], `${scheme} ${method}`).toBe('function');
        }
      }
    },
  );

  it('answers 404 for an unknown scheme or version', async () => {
    const amex = await fetch(`${sandbox.base}/sdk/${CARD_WIDGET_VERSION}/click-to-pay/amex.js`);
    expect(amex.status).toBe(404);
    expect(await amex.json()).toMatchObject({ errorCode: 'sdk.clickToPay' });
    expect((await fetch(`${sandbox.base}/sdk/0.0.1/click-to-pay/visa.js`)).status).toBe(404);
  });
});

describe('Click to Pay scheme API', () => {
  it('looks up with the identity type of each scheme (EMAIL for visa, EMAIL_ADDRESS for mc)', async () => {
    const visa = await sdkFor('visa');
    const mc = await sdkFor('mc');
    expect(await visa.identityLookup(identity('visa', 'Shopper@CTP.example '))).toEqual({ consumerPresent: true });
    expect(await mc.identityLookup(identity('mc', 'shopper@ctp.example'))).toEqual({ consumerPresent: true });
    // The other scheme's identity type is refused by the scheme's API itself.
    const raw = await postJson(`${sandbox.base}/click-to-pay/visa/identityLookup?clientKey=${CLIENT_KEY}`, {
      srcCorrelationId: 'none',
      consumerIdentity: { identityValue: 'shopper@ctp.example', type: 'EMAIL_ADDRESS' },
    });
    expect(raw.status).toBe(404);
    const init = await postJson(`${sandbox.base}/click-to-pay/visa/init?clientKey=${CLIENT_KEY}`, {
      srciTransactionId: 'tx-2',
      environment: 'sandbox',
    });
    const wrongType = await postJson(`${sandbox.base}/click-to-pay/visa/identityLookup?clientKey=${CLIENT_KEY}`, {
      srcCorrelationId: init.body.srcCorrelationId,
      consumerIdentity: { identityValue: 'shopper@ctp.example', type: 'EMAIL_ADDRESS' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ errorCode: 'ID_FORMAT_UNSUPPORTED' });
    expect(await rejection(visa.identityLookup(identity('visa', 'not-an-email')))).toMatchObject({
      reason: 'ID_FORMAT_UNSUPPORTED',
    });
  });

  it('does not find an e-mail that is not enrolled, and sends it no code', async () => {
    const visa = await sdkFor('visa');
    expect(await visa.identityLookup(identity('visa', 'nobody@example.com'))).toEqual({ consumerPresent: false });
    expect(await rejection(visa.initiateIdentityValidation())).toMatchObject({ reason: 'INVALID_STATE' });
  });

  it('validates a one-time code, gives the profile with every card state, and remembers the device', async () => {
    const storage = new MemoryStorage();
    const visa = await sdkFor('visa', storage);
    expect(await visa.isRecognized()).toEqual({ recognized: false });
    expect(await visa.identityLookup(identity('visa', 'shopper@ctp.example'))).toEqual({ consumerPresent: true });
    expect(await visa.initiateIdentityValidation()).toEqual({ maskedValidationChannel: 's******@ctp.example' });
    expect(await rejection(visa.completeIdentityValidation({ validationData: '000000' }))).toMatchObject({
      reason: 'CODE_INVALID',
    });
    const { idToken } = await visa.completeIdentityValidation({ validationData: CTP_TEST_OTP });
    expect(storage.items.get(DEVICE_STORAGE_KEY)).toMatch(/^[\w-]{20,}$/);

    const profile = await visa.getSrcProfile({ idTokens: [idToken] });
    const cards = profile.profiles[0]?.maskedCards ?? [];
    expect(profile.profiles[0]?.maskedConsumer.emailAddress).toBe('s******@ctp.example');
    expect(cards.map((card) => [card.srcDigitalCardId, card.digitalCardData.status])).toEqual([
      ['ctp-visa-signature', 'ACTIVE'],
      ['ctp-visa-gold', 'ACTIVE'],
      ['ctp-visa-classic', 'ACTIVE'],
      ['ctp-visa-platinum', 'ACTIVE'],
    ]);
    const signature = cards[0];
    expect(signature).toMatchObject({ panLastFour: '1111', paymentCardDescriptor: 'visa' });
    expect(Date.now() - Date.parse(signature?.dateOfCardLastUsed ?? '')).toBeLessThan(3 * 24 * 3600_000);
    expect(cards[2]?.dateOfCardLastUsed).toBeUndefined();
    // Platinum expired last month although its status is ACTIVE.
    const now = new Date();
    const platinum = cards[3];
    expect(Number(platinum?.panExpirationYear) * 12 + Number(platinum?.panExpirationMonth) - 1).toBe(
      now.getUTCFullYear() * 12 + now.getUTCMonth() - 1,
    );

    // A second visit on the same device: recognised, without a code.
    const again = await sdkFor('visa', storage);
    const recognised = await again.isRecognized();
    expect(recognised.recognized).toBe(true);
    const mcAgain = await sdkFor('mc', storage);
    const mcProfile = await mcAgain.getSrcProfile({ idTokens: (await mcAgain.isRecognized()).idTokens ?? [] });
    expect(mcProfile.profiles[0]?.maskedCards.map((card) => card.digitalCardData.status)).toEqual([
      'ACTIVE',
      'ACTIVE',
      'PENDING',
      'EXPIRED',
    ]);

    // Logging out unbinds the device: it is no longer recognised, even with the old token.
    const token = storage.items.get(DEVICE_STORAGE_KEY) ?? '';
    await again.unbindAppInstance();
    expect(storage.items.has(DEVICE_STORAGE_KEY)).toBe(false);
    storage.setItem(DEVICE_STORAGE_KEY, token);
    expect(await (await sdkFor('visa', storage)).isRecognized()).toEqual({ recognized: false });
  });

  it('refuses a profile without a valid idToken, and a checkout before the profile', async () => {
    const visa = await sdkFor('visa');
    expect(await rejection(visa.getSrcProfile({ idTokens: ['forged'] }))).toMatchObject({ reason: 'AUTH_INVALID' });
    expect(await rejection(visa.checkout({ srcDigitalCardId: 'ctp-visa-signature' }))).toMatchObject({
      reason: 'AUTH_INVALID',
    });
  });

  it('answers ACCT_INACCESSIBLE on the code of a locked account, and RETRIES_EXCEEDED after three wrong codes', async () => {
    const locked = await sdkFor('visa');
    await locked.identityLookup(identity('visa', 'locked@ctp.example'));
    await locked.initiateIdentityValidation();
    expect(await rejection(locked.completeIdentityValidation({ validationData: CTP_TEST_OTP }))).toMatchObject({
      reason: 'ACCT_INACCESSIBLE',
    });

    const visa = await sdkFor('visa');
    await visa.identityLookup(identity('visa', 'shopper@ctp.example'));
    await visa.initiateIdentityValidation();
    const reasons = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      reasons.push((await rejection(visa.completeIdentityValidation({ validationData: '999999' }))).reason);
    }
    expect(reasons).toEqual(['CODE_INVALID', 'CODE_INVALID', 'RETRIES_EXCEEDED']);
    // The right code no longer helps: a new one must be sent.
    expect(await rejection(visa.completeIdentityValidation({ validationData: CTP_TEST_OTP }))).toMatchObject({
      reason: 'INVALID_STATE',
    });
  });

  it(`answers the slow shopper's lookup only after the widget's ${WIDGET_TIMEOUTS.clickToPayMs} ms time-out`, async () => {
    const mc = await sdkFor('mc');
    const started = Date.now();
    expect(await mc.identityLookup(identity('mc', 'slow@ctp.example'))).toEqual({ consumerPresent: true });
    expect(Date.now() - started).toBeGreaterThan(WIDGET_TIMEOUTS.clickToPayMs);
  }, 15_000);

  it('refuses the live SDK with a test client key, unknown keys and foreign origins', async () => {
    const live = createSchemeSdk({ base: sandbox.base, scheme: 'visa', environment: 'live', storage: null });
    expect(await rejection(live.init({ srcInitiatorId: CLIENT_KEY, srciTransactionId: 'tx' }))).toMatchObject({
      reason: 'AUTH_INVALID',
    });
    const body = { srciTransactionId: 'tx', environment: 'sandbox' };
    expect(
      (await postJson(`${sandbox.base}/click-to-pay/visa/init?clientKey=test_UNKNOWN0000000000`, body)).status,
    ).toBe(401);
    expect(
      (
        await postJson(`${sandbox.base}/click-to-pay/visa/init?clientKey=${CLIENT_KEY}`, body, {
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
    expect((await postJson(`${sandbox.base}/click-to-pay/amex/init?clientKey=${CLIENT_KEY}`, body)).status).toBe(400);
  });
});

describe('paying with a Click to Pay checkout', () => {
  it('authorises a visa checkout payload once', async () => {
    const { sdk, srcCorrelationId } = await recognisedProfile('visa');
    const checkout = await sdk.checkout({ srcDigitalCardId: 'ctp-visa-signature' });
    expect(checkout).toMatchObject({ dcfActionCode: 'COMPLETE', srcCorrelationId });
    const paymentMethod = {
      type: 'scheme',
      srcScheme: 'visa',
      srcCorrelationId,
      srcCheckoutPayload: checkout.checkoutResponse,
    };
    const paid = await payInSession(paymentMethod);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ resultCode: 'Authorised' });
    const replay = await payInSession(paymentMethod);
    expect(replay.status).toBe(422);
    expect(replay.body).toMatchObject({ errorCode: 'validation.clickToPay' });
  });

  it('authorises a mastercard checkout by digital card id, and decides by the card (Refused)', async () => {
    const mc = await recognisedProfile('mc');
    const checkout = await mc.sdk.checkout({ srcDigitalCardId: 'ctp-mc-world' });
    expect(checkout.checkoutResponse).toBeUndefined();
    const paid = await payInSession({
      type: 'scheme',
      srcScheme: 'mc',
      srcCorrelationId: mc.srcCorrelationId,
      srcDigitalCardId: 'ctp-mc-world',
    });
    expect(paid.body).toMatchObject({ resultCode: 'Authorised' });

    const visa = await recognisedProfile('visa');
    const gold = await visa.sdk.checkout({ srcDigitalCardId: 'ctp-visa-gold' });
    const refused = await payInSession({
      type: 'scheme',
      srcScheme: 'visa',
      srcCorrelationId: visa.srcCorrelationId,
      srcCheckoutPayload: gold.checkoutResponse,
    });
    expect(refused.body).toMatchObject({ resultCode: 'Refused' });
  });

  it('ends a cancelling card without a payload, and refuses expired cards and unknown ones', async () => {
    const mc = await recognisedProfile('mc');
    expect(await mc.sdk.checkout({ srcDigitalCardId: 'ctp-mc-business' })).toEqual({
      dcfActionCode: 'CANCEL',
      srcCorrelationId: mc.srcCorrelationId,
    });
    const notCheckedOut = await payInSession({
      type: 'scheme',
      srcScheme: 'mc',
      srcCorrelationId: mc.srcCorrelationId,
      srcDigitalCardId: 'ctp-mc-business',
    });
    expect(notCheckedOut.status).toBe(422);
    expect(await rejection(mc.sdk.checkout({ srcDigitalCardId: 'ctp-mc-standard' }))).toMatchObject({
      reason: 'CARD_INVALID',
    });
    const visa = await recognisedProfile('visa');
    expect(await rejection(visa.sdk.checkout({ srcDigitalCardId: 'ctp-visa-platinum' }))).toMatchObject({
      reason: 'CARD_INVALID',
    });
    expect(await rejection(visa.sdk.checkout({ srcDigitalCardId: 'ctp-mc-world' }))).toMatchObject({
      reason: 'INVALID_PARAMETER',
    });
  });

  it('needs a payload or a digital card id (400 naming the field)', async () => {
    const answer = await payInSession({ type: 'scheme', srcScheme: 'visa', srcCorrelationId: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'body.paymentMethod.srcDigitalCardId: needs either srcDigitalCardId or srcCheckoutPayload',
    );
  });
});
