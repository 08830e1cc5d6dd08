import { WIDGET_TIMEOUTS } from '@datadeck/contracts/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetError } from '../core/errors.ts';
import { ClickToPayError, ClickToPayTimeoutError } from './errors.ts';
import { ClickToPayService, type CtpState } from './service.ts';
import { FakeSchemeSdk, maskedCard, schemeSdks, type SchemeSdkList } from './testing.ts';

const NOW = new Date(2026, 4, 15);
const EMAIL = 'shopper@ctp.example';

function setup(options: { sdks?: FakeSchemeSdk[]; shopperEmail?: string; load?: () => Promise<SchemeSdkList> } = {}) {
  const visa = new FakeSchemeSdk('visa');
  const mc = new FakeSchemeSdk('mc');
  const sdks = options.sdks ?? [visa, mc];
  const states: CtpState[] = [];
  const unavailable: WidgetError[] = [];
  const service = new ClickToPayService({
    loadSdks: options.load ?? (async () => schemeSdks(...sdks)),
    initParams: { srcInitiatorId: 'test_KEY', srciTransactionId: 'tx' },
    shopperEmail: options.shopperEmail,
    onStateChange: (state) => states.push(state),
    onUnavailable: (error) => unavailable.push(error),
    now: () => NOW,
  });
  return { service, visa, mc, states, unavailable };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as ClickToPayError,
  );

afterEach(() => {
  vi.useRealTimers();
});

async function identified() {
  const run = setup({ shopperEmail: EMAIL });
  run.visa.enrolled.add(EMAIL);
  run.visa.cards = [maskedCard('visa-1', NOW, { lastUsedDaysAgo: 3 })];
  await run.service.initialize();
  return run;
}

async function ready() {
  const run = setup();
  run.visa.recognized = true;
  run.visa.cards = [maskedCard('visa-1', NOW, { lastUsedDaysAgo: 3 })];
  run.mc.cards = [maskedCard('mc-1', NOW, { scheme: 'mc', lastUsedDaysAgo: 5 })];
  await run.service.initialize();
  return run;
}

/** The card at `index` of the service's list (the test's setup guarantees it). */
function cardAt(service: ClickToPayService, index: number) {
  const card = service.cards[index];
  if (!card) throw new Error(`no card ${index}`);
  return card;
}

describe('ClickToPayService: initialise', () => {
  it('starts Idle, moves to Loading, and a recognised device is Ready with its profile fetched', async () => {
    const { service, visa, mc, states } = setup();
    expect(service.state).toBe('Idle');
    mc.recognized = true;
    visa.cards = [maskedCard('visa-old', NOW, { lastUsedDaysAgo: 9 })];
    mc.cards = [maskedCard('mc-new', NOW, { scheme: 'mc', lastUsedDaysAgo: 1 })];
    await service.initialize();
    expect(states).toEqual(['Loading', 'Ready']);
    expect(visa.calls).toEqual(['init', 'isRecognized', 'getSrcProfile']);
    expect(service.cards.map((card) => [card.srcDigitalCardId, card.srcCorrelationId])).toEqual([
      ['mc-new', 'mc-correlation'],
      ['visa-old', 'visa-correlation'],
    ]);
  });

  it('identifies a known, enrolled e-mail (ShopperIdentified), looked up by EMAIL and EMAIL_ADDRESS', async () => {
    const { service, visa, mc, states } = setup({ shopperEmail: ` ${EMAIL} ` });
    mc.enrolled.add(EMAIL);
    await service.initialize();
    expect(states).toEqual(['Loading', 'ShopperIdentified']);
    expect(visa.lookups).toEqual([{ identityValue: EMAIL, type: 'EMAIL' }]);
    expect(mc.lookups).toEqual([{ identityValue: EMAIL, type: 'EMAIL_ADDRESS' }]);
    expect(service.shopperEmail).toBe(EMAIL);
    // The scheme that found the shopper sends the code.
    await service.startIdentityValidation();
    expect(mc.calls).toContain('initiateIdentityValidation');
    expect(visa.calls).not.toContain('initiateIdentityValidation');
  });

  it('is NotAvailable for an e-mail no scheme knows, and without an e-mail', async () => {
    const notEnrolled = setup({ shopperEmail: 'nobody@example.com' });
    await notEnrolled.service.initialize();
    expect(notEnrolled.states).toEqual(['Loading', 'NotAvailable']);
    expect(notEnrolled.unavailable).toEqual([]);

    const noEmail = setup();
    await noEmail.service.initialize();
    expect(noEmail.states).toEqual(['Loading', 'NotAvailable']);
    expect(noEmail.visa.calls).not.toContain('identityLookup');
  });

  it('is NotAvailable on any error: the scripts, init, isRecognized, the profile', async () => {
    const script = setup({
      shopperEmail: EMAIL,
      load: () => Promise.reject(new WidgetError('SCRIPT_ERROR', 'Unable to load script')),
    });
    await script.service.initialize();
    expect(script.states).toEqual(['Loading', 'NotAvailable']);
    expect(script.unavailable[0]).toMatchObject({ type: 'SCRIPT_ERROR', message: 'Unable to load script' });

    for (const method of ['init', 'isRecognized', 'getSrcProfile'] as const) {
      const run = setup({ shopperEmail: EMAIL });
      run.visa.recognized = true;
      run.visa.failures.set(method, { reason: 'SERVICE_ERROR', message: 'down' });
      await run.service.initialize();
      expect({ method, state: run.service.state }).toEqual({ method, state: 'NotAvailable' });
      expect(run.unavailable[0]).toMatchObject({ reason: 'SERVICE_ERROR', code: 'SERVICE_ERROR' });
    }
  });

  it(`times a scheme call out after ${WIDGET_TIMEOUTS.clickToPayMs} ms: NotAvailable, 'Timeout during {source}() of the scheme {scheme}'`, async () => {
    vi.useFakeTimers();
    const { service, mc, states, unavailable } = setup({ shopperEmail: EMAIL });
    mc.hanging.add('identityLookup');
    const done = service.initialize();
    await vi.advanceTimersByTimeAsync(WIDGET_TIMEOUTS.clickToPayMs - 1);
    expect(service.state).toBe('Loading');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(states).toEqual(['Loading', 'NotAvailable']);
    expect(unavailable[0]).toBeInstanceOf(ClickToPayTimeoutError);
    expect(unavailable[0]?.message).toBe('Timeout during identityLookup() of the scheme mc');
    expect(unavailable[0]?.code).toBe('REQUEST_TIMEOUT');
  });

  it("turns a scheme's own REQUEST_TIMEOUT into the same time-out (NotAvailable)", async () => {
    const { service, visa, unavailable } = setup({ shopperEmail: EMAIL });
    visa.failures.set('isRecognized', { reason: 'REQUEST_TIMEOUT', message: 'slow' });
    await service.initialize();
    expect(service.state).toBe('NotAvailable');
    expect(unavailable[0]?.message).toBe('Timeout during isRecognized() of the scheme visa');
  });
});

describe('ClickToPayService: the shopper', () => {
  it('validates the identity: OneTimePassword, a wrong code keeps it, the right one is Ready', async () => {
    const { service, states } = await identified();
    await service.startIdentityValidation();
    expect(service.state).toBe('OneTimePassword');
    expect(service.maskedChannel).toBe('s*****@ctp.example');
    const wrong = await rejection(service.finishIdentityValidation('000000'));
    expect(wrong).toBeInstanceOf(ClickToPayError);
    expect(wrong.reason).toBe('CODE_INVALID');
    expect(service.state).toBe('OneTimePassword');
    await service.finishIdentityValidation('123456');
    expect(states).toEqual(['Loading', 'ShopperIdentified', 'OneTimePassword', 'Ready']);
    expect(service.cards.map((card) => card.srcDigitalCardId)).toEqual(['visa-1']);
  });

  it('hands ACCT_INACCESSIBLE on the code to the caller (the UI falls back to the card)', async () => {
    const { service, visa } = await identified();
    await service.startIdentityValidation();
    visa.failures.set('completeIdentityValidation', { reason: 'ACCT_INACCESSIBLE', message: 'locked' });
    expect((await rejection(service.finishIdentityValidation('123456'))).reason).toBe('ACCT_INACCESSIBLE');
    expect(service.state).toBe('OneTimePassword');
  });

  it('a time-out while validating makes it NotAvailable', async () => {
    const { service, visa, unavailable } = await identified();
    await service.startIdentityValidation();
    vi.useFakeTimers();
    visa.hanging.add('completeIdentityValidation');
    const finishing = rejection(service.finishIdentityValidation('123456'));
    await vi.advanceTimersByTimeAsync(WIDGET_TIMEOUTS.clickToPayMs);
    expect((await finishing).reason).toBe('REQUEST_TIMEOUT');
    expect(service.state).toBe('NotAvailable');
    expect(unavailable.at(-1)?.message).toBe('Timeout during completeIdentityValidation() of the scheme visa');
  });

  it('logs out: unbinds every scheme and asks for an e-mail (Login), even when an unbind fails', async () => {
    const { service, visa, mc, unavailable } = await identified();
    await service.startIdentityValidation();
    await service.finishIdentityValidation('123456');
    mc.failures.set('unbindAppInstance', { reason: 'SERVICE_ERROR', message: 'down' });
    await service.logout();
    expect(service.state).toBe('Login');
    expect(visa.calls.at(-1)).toBe('unbindAppInstance');
    expect(mc.calls.at(-1)).toBe('unbindAppInstance');
    expect(service.cards).toEqual([]);
    expect(unavailable.map((error) => error.code)).toEqual(['SERVICE_ERROR']);
  });

  it('a logout wins over a code still being checked: its answer, before or after the unbind, changes nothing', async () => {
    const { service, visa, states } = await identified();
    await service.startIdentityValidation();
    // The code's answer comes while the unbind is still on its way…
    let releaseCode = visa.hold('completeIdentityValidation');
    const releaseUnbind = visa.hold('unbindAppInstance');
    let finishing = service.finishIdentityValidation('123456');
    const loggingOut = service.logout();
    releaseCode();
    await finishing;
    expect(service.state).toBe('OneTimePassword');
    releaseUnbind();
    await loggingOut;
    expect(service.state).toBe('Login');
    // …or only after the shopper is logged out: never Ready, no cards, no failure reported.
    await service.login(EMAIL);
    await service.startIdentityValidation();
    releaseCode = visa.hold('completeIdentityValidation');
    finishing = service.finishIdentityValidation('000000');
    await service.logout();
    releaseCode();
    await finishing;
    expect(service.state).toBe('Login');
    expect(service.cards).toEqual([]);
    expect(service.shopperEmail).toBeNull();
    expect(states).not.toContain('Ready');
  });

  it('a login overtaken by a logout does not identify the shopper', async () => {
    const { service, visa } = await identified();
    await service.logout();
    const release = visa.hold('identityLookup');
    const loggingIn = service.login(EMAIL);
    await service.logout();
    release();
    await loggingIn;
    expect(service.state).toBe('Login');
    expect(service.shopperEmail).toBeNull();
  });

  it('logs in: an e-mail no scheme knows is NOT_FOUND (still Login); an enrolled one gets a code', async () => {
    const { service, visa, mc, states } = await identified();
    await service.logout();
    expect((await rejection(service.login('nobody@example.com'))).reason).toBe('NOT_FOUND');
    expect(service.state).toBe('Login');
    mc.enrolled.add('other@ctp.example');
    await service.login('other@ctp.example');
    expect(service.state).toBe('ShopperIdentified');
    await service.startIdentityValidation();
    expect(service.state).toBe('OneTimePassword');
    expect(states.slice(-3)).toEqual(['Login', 'ShopperIdentified', 'OneTimePassword']);
    expect(mc.calls.at(-1)).toBe('initiateIdentityValidation');
    expect(visa.calls).not.toContain('initiateIdentityValidation');
  });
});

describe('ClickToPayService: checkout', () => {
  it("pays a payload scheme by its checkout payload and the other by the card's digital card id", async () => {
    const { service, visa } = await ready();
    visa.checkoutResponse = 'signed-payload';
    const [visaCard, mcCard] = service.cards;
    if (!visaCard || !mcCard) throw new Error('two cards expected');
    expect(await service.checkout(visaCard)).toEqual({
      type: 'scheme',
      srcScheme: 'visa',
      srcCorrelationId: 'visa-correlation',
      srcCheckoutPayload: 'signed-payload',
      brand: 'visa',
    });
    expect(await service.checkout(mcCard)).toEqual({
      type: 'scheme',
      srcScheme: 'mc',
      srcCorrelationId: 'mc-correlation',
      srcDigitalCardId: 'mc-1',
      brand: 'mc',
    });
  });

  it("fails with 'Checkout through Scheme DCF did not complete' unless the DCF answers COMPLETE", async () => {
    const { service, visa } = await ready();
    visa.dcfActionCode = 'CANCEL';
    const error = await rejection(service.checkout(cardAt(service, 0)));
    expect(error.message).toBe('Checkout through Scheme DCF did not complete');
    expect(error.reason).toBe('CANCEL');
    expect(service.state).toBe('Ready');
  });

  it("fails with the scheme's reason", async () => {
    const { service, mc } = await ready();
    mc.failures.set('checkout', { reason: 'CARD_INVALID', message: 'expired' });
    const error = await rejection(service.checkout(cardAt(service, 1)));
    expect(error.reason).toBe('CARD_INVALID');
    expect(error.message).toBe('checkout() of the scheme mc failed: expired');
  });
});
