import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFrames, fieldMessage, type FakeFrame } from '../../testing/fake-frames.ts';
import { lookupAnswer, mountCardWithLookup, typeInto } from '../../testing/card-with-lookup.ts';

const KOREAN = lookupAnswer('visa', 'KR');
const AMERICAN = lookupAnswer('visa', 'US');

describe('card with koreanAuthenticationRequired', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the KCP fields for a Korean card only, and sends them with the payment method', async () => {
    const { root, lookUp, fillCard, state, component } = await mountCardWithLookup({
      configuration: { koreanAuthenticationRequired: true },
    });
    // The part comes with the form (hidden), so a Korean card shows it at once.
    const kcp = await vi.waitFor(() => {
      const element = root.querySelector<HTMLElement>('.dd-kcp');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(kcp.hidden).toBe(true);
    fillCard();
    expect(component.isValid).toBe(true);

    await lookUp(KOREAN);
    expect(kcp.hidden).toBe(false);
    expect(component.isValid).toBe(false);
    typeInto(kcp.querySelector('input[name=taxNumber]') as HTMLInputElement, '850123');
    const password = fakeFrames(kcp).get('encryptedPassword') as FakeFrame;
    fieldMessage(password, 'state', {
      fieldType: 'encryptedPassword',
      empty: false,
      valid: true,
      error: null,
      encrypted: { encryptedPassword: 'jwe-password' },
    });
    expect(component.isValid).toBe(true);
    expect(state().data.paymentMethod).toMatchObject({
      taxNumber: '850123',
      encryptedPassword: 'jwe-password',
      encryptedCardNumber: 'jwe-encryptedCardNumber',
    });

    // Another card: the fields go, and the payment no longer carries them.
    await lookUp(AMERICAN);
    expect(kcp.hidden).toBe(true);
    expect(state().data.paymentMethod).not.toHaveProperty('taxNumber');
    expect(state().data.paymentMethod).not.toHaveProperty('encryptedPassword');
    expect(component.isValid).toBe(true);
  });

  it('blocks the payment and shows both errors when a Korean card lacks them', async () => {
    const { root, lookUp, fillCard, state, component } = await mountCardWithLookup({
      configuration: { koreanAuthenticationRequired: true },
    });
    fillCard();
    await lookUp(KOREAN);
    const password = fakeFrames(root).get('encryptedPassword') as FakeFrame;
    component.showValidation();
    expect(state().errors.taxNumber?.code).toBe('creditCard.taxNumber.empty');
    expect(password.received().map((message) => message.type)).toContain('validate');
    fieldMessage(password, 'state', {
      fieldType: 'encryptedPassword',
      empty: true,
      valid: false,
      error: 'kcp.pwd.940',
      encrypted: {},
    });
    expect(state().errors.encryptedPassword).toEqual({ code: 'kcp.pwd.940', message: 'Enter the password' });
    expect(component.isValid).toBe(false);
  });

  it('loads nothing of KCP without koreanAuthenticationRequired, even for a Korean card', async () => {
    const { root, lookUp, fillCard, component } = await mountCardWithLookup({});
    fillCard();
    await lookUp(KOREAN);
    expect(root.querySelector('.dd-kcp')).toBeNull();
    expect(root.querySelector('iframe[data-field=encryptedPassword]')).toBeNull();
    expect(component.isValid).toBe(true);
  });
});
