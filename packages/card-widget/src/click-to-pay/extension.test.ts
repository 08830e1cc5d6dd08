import { CLICK_TO_PAY } from '@datadeck/contracts/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetError } from '../core/errors.ts';
import { EN_US } from '../core/i18n.ts';
import { fakeExtensionContext } from '../testing/extension-context.ts';
import { ClickToPayExtension } from './extension.ts';
import { FakeSchemeSdk, maskedCard, schemeSdks } from './testing.ts';

const NOW = new Date();
const EMAIL = 'shopper@ctp.example';

function mount(options: { shopperEmail?: string; configure?: (visa: FakeSchemeSdk, mc: FakeSchemeSdk) => void } = {}) {
  const visa = new FakeSchemeSdk('visa');
  const mc = new FakeSchemeSdk('mc');
  options.configure?.(visa, mc);
  const onReady = vi.fn<() => void>();
  const context = fakeExtensionContext({
    clickToPayConfiguration: {
      merchantDisplayName: 'Shop',
      onReady,
      ...(options.shopperEmail ? { shopperEmail: options.shopperEmail } : {}),
    },
  });
  const extension = new ClickToPayExtension(context, { loadSdks: async () => schemeSdks(visa, mc) });
  document.body.replaceChildren(extension.root);
  return { extension, context, visa, mc, onReady, root: extension.root };
}

/** Lets the fake schemes' promise chains and the re-render run (microtasks only: no timers). */
const settle = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};
const button = (root: HTMLElement, name: string | RegExp) => {
  const found = [...root.querySelectorAll('button')].find((candidate) =>
    typeof name === 'string' ? candidate.textContent === name : name.test(candidate.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${String(name)} in ${root.textContent ?? ''}`);
  return found;
};
const input = (root: HTMLElement, name: string) => {
  const found = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input ${name}`);
  return found;
};
const errorOf = (root: HTMLElement, name: string) =>
  document.getElementById(input(root, name).getAttribute('aria-describedby') ?? '')?.textContent;

function recognised(visa: FakeSchemeSdk, mc: FakeSchemeSdk) {
  visa.recognized = true;
  visa.cards = [
    maskedCard('visa-used', NOW, { lastUsedDaysAgo: 2 }),
    maskedCard('visa-expired', NOW, { status: 'EXPIRED', lastUsedDaysAgo: 1 }),
  ];
  mc.cards = [maskedCard('mc-unused', NOW, { scheme: 'mc', createdDaysAgo: 3 })];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Click to Pay extension', () => {
  it('shows a recognised shopper the cards in order, expired ones not choosable, and never blocks the card', async () => {
    const { root, extension, onReady } = mount({ configure: recognised });
    expect(extension.placement).toBe('before');
    expect(root.getAttribute('aria-busy')).toBe('true');
    await settle();
    expect(extension.service.state).toBe('Ready');
    expect(onReady).toHaveBeenCalledOnce();
    expect(root.getAttribute('aria-busy')).toBe('false');
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => [radio.value, radio.checked, radio.disabled])).toEqual([
      ['visa-used', true, false],
      ['mc-unused', false, false],
      ['visa-expired', false, true],
    ]);
    expect(radios[2]?.closest('label')?.textContent).toContain('Expired');
    expect(root.querySelector('.dd-ctp-card__short')?.textContent).toBe('Visa');
    expect(extension.isValid).toBe(true);
    expect(extension.data()).toEqual({});
    expect(extension.showValidation()).toBeNull();
  });

  it("pays with the chosen card through the card's flow", async () => {
    const { root, context, mc } = mount({ configure: recognised });
    await settle();
    root.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]?.click();
    button(root, 'Pay with Click to Pay').click();
    await settle();
    expect(mc.calls).toContain('checkout');
    expect(context.pay).toHaveBeenCalledWith({
      type: 'scheme',
      srcScheme: 'mc',
      srcCorrelationId: 'mc-correlation',
      srcDigitalCardId: 'mc-unused',
      brand: 'mc',
    });
  });

  it('shows a failed checkout’s reason and calls onError', async () => {
    const { root, context, visa } = mount({ configure: recognised });
    await settle();
    visa.dcfActionCode = 'CANCEL';
    button(root, 'Pay with Click to Pay').click();
    await settle();
    expect(context.pay).not.toHaveBeenCalled();
    expect(root.querySelector('.dd-ctp-step > .dd-error')?.textContent).toBe(EN_US['ctp.errors.UNKNOWN_ERROR']);
    expect(context.emitError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Checkout through Scheme DCF did not complete' }),
    );

    visa.dcfActionCode = 'COMPLETE';
    visa.failures.set('checkout', { reason: 'CARD_INVALID', message: 'expired' });
    button(root, 'Pay with Click to Pay').click();
    await settle();
    expect(root.querySelector('.dd-ctp-step > .dd-error')?.textContent).toBe(EN_US['ctp.errors.CARD_INVALID']);
    expect(context.emitError).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'CARD_INVALID' }));
  });

  it('sends a known shopper a code at once, and checks the code (required, wrong, right)', async () => {
    const { root, visa, extension, context } = mount({
      shopperEmail: EMAIL,
      configure: (sdk) => {
        sdk.enrolled.add(EMAIL);
        sdk.cards = [maskedCard('visa-1', NOW, { lastUsedDaysAgo: 1 })];
      },
    });
    await settle();
    expect(visa.calls).toContain('initiateIdentityValidation');
    expect(extension.service.state).toBe('OneTimePassword');
    expect(root.textContent).toContain('s*****@ctp.example');
    button(root, 'Continue').click();
    expect(errorOf(root, 'clickToPayOtp')).toBe('Enter the code');
    expect(extension.errors.clickToPayOtp?.message).toBe('Enter the code');
    expect(context.validationEvent).toHaveBeenCalledWith('clickToPayOtp', '926', expect.anything());
    input(root, 'clickToPayOtp').value = '000000';
    button(root, 'Continue').click();
    await settle();
    expect(errorOf(root, 'clickToPayOtp')).toBe(EN_US['ctp.errors.CODE_INVALID']);
    input(root, 'clickToPayOtp').value = '123456';
    input(root, 'clickToPayOtp').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await settle();
    expect(extension.service.state).toBe('Ready');
    expect(document.activeElement).toBe(root.querySelector('input[type="radio"]'));
  });

  it('ACCT_INACCESSIBLE on the code screen disables continue and sends the shopper to the card form', async () => {
    const { root } = mount({
      shopperEmail: EMAIL,
      configure: (sdk) => {
        sdk.enrolled.add(EMAIL);
        sdk.failures.set('completeIdentityValidation', { reason: 'ACCT_INACCESSIBLE', message: 'locked' });
      },
    });
    await settle();
    input(root, 'clickToPayOtp').value = '123456';
    button(root, 'Continue').click();
    await settle();
    expect(errorOf(root, 'clickToPayOtp')).toBe(EN_US['ctp.errors.ACCT_INACCESSIBLE']);
    expect(button(root, 'Continue').disabled).toBe(true);
    expect(input(root, 'clickToPayOtp').disabled).toBe(true);
    expect(button(root, 'Resend code').disabled).toBe(true);
    expect(root.textContent).toContain('Enter your card details below');
  });

  it(`resend: a ${CLICK_TO_PAY.resendConfirmationMs / 1000} s confirmation, then disabled for ${CLICK_TO_PAY.resendCooldownMs / 1000} s`, async () => {
    vi.useFakeTimers();
    const { root, visa } = mount({ shopperEmail: EMAIL, configure: (sdk) => sdk.enrolled.add(EMAIL) });
    await vi.advanceTimersByTimeAsync(0);
    button(root, 'Resend code').click();
    await vi.advanceTimersByTimeAsync(0);
    expect(visa.calls.filter((call) => call === 'initiateIdentityValidation')).toHaveLength(2);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Code resent');
    expect(button(root, 'Resend code').hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(CLICK_TO_PAY.resendConfirmationMs);
    expect(button(root, 'Resend code in 60 s').disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(CLICK_TO_PAY.resendCooldownMs - 1_000);
    expect(button(root, 'Resend code in 1 s').disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(button(root, 'Resend code').disabled).toBe(false);
  });

  it('is hidden when Click to Pay is not available (not enrolled), and reports a script failure', async () => {
    const { root, context, onReady } = mount({ shopperEmail: 'nobody@example.com' });
    await settle();
    expect(root.hidden).toBe(true);
    expect(onReady).toHaveBeenCalledOnce();
    expect(context.emitError).not.toHaveBeenCalled();

    const failing = fakeExtensionContext({ clickToPayConfiguration: {} });
    const broken = new ClickToPayExtension(failing, {
      loadSdks: () => Promise.reject(new WidgetError('SCRIPT_ERROR', 'Unable to load script')),
    });
    await settle();
    expect(broken.root.hidden).toBe(true);
    expect(failing.emitError).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'SCRIPT_ERROR', message: 'Unable to load script' }),
    );
  });

  it('logs out to the e-mail step: a valid e-mail is required, one not enrolled is NOT_FOUND', async () => {
    const { root, visa, mc, extension } = mount({ configure: recognised });
    await settle();
    button(root, 'Not you? Log out').click();
    await settle();
    expect(visa.calls.at(-1)).toBe('unbindAppInstance');
    expect(extension.service.state).toBe('Login');
    expect(document.activeElement).toBe(input(root, 'clickToPayEmail'));
    input(root, 'clickToPayEmail').value = 'not an e-mail';
    button(root, 'Continue').click();
    expect(errorOf(root, 'clickToPayEmail')).toBe('Enter a valid e-mail address');
    expect(input(root, 'clickToPayEmail').getAttribute('aria-invalid')).toBe('true');
    input(root, 'clickToPayEmail').value = 'nobody@example.com';
    button(root, 'Continue').click();
    await settle();
    expect(errorOf(root, 'clickToPayEmail')).toBe(EN_US['ctp.errors.NOT_FOUND']);
    expect(extension.errors.clickToPayEmail?.code).toBe('ctp.errors.NOT_FOUND');
    mc.enrolled.add('other@ctp.example');
    input(root, 'clickToPayEmail').value = 'other@ctp.example';
    button(root, 'Continue').click();
    await settle();
    expect(extension.service.state).toBe('OneTimePassword');
    expect(mc.calls.at(-1)).toBe('initiateIdentityValidation');
    expect(document.activeElement).toBe(input(root, 'clickToPayOtp'));
  });

  it('a logout while the code is being checked ends on the e-mail step, with the focus in its input', async () => {
    const { root, visa, extension } = mount({ shopperEmail: EMAIL, configure: (v) => v.enrolled.add(EMAIL) });
    await settle();
    const releaseCode = visa.hold('completeIdentityValidation');
    const releaseUnbind = visa.hold('unbindAppInstance');
    input(root, 'clickToPayOtp').value = '123456';
    button(root, 'Continue').click();
    button(root, 'Not you? Log out').click();
    releaseCode();
    await settle();
    releaseUnbind();
    await settle();
    expect(extension.service.state).toBe('Login');
    expect(document.activeElement).toBe(input(root, 'clickToPayEmail'));
  });

  it('falls back to manual card entry and back', async () => {
    const { root } = mount({ configure: recognised });
    await settle();
    button(root, 'Enter card details manually').click();
    expect(root.querySelector('input[type="radio"]')).toBeNull();
    expect(document.activeElement).toBe(button(root, 'Use Click to Pay instead'));
    button(root, 'Use Click to Pay instead').click();
    expect(root.querySelectorAll('input[type="radio"]')).toHaveLength(3);
  });
});
