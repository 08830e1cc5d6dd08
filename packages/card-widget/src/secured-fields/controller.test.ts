import {
  CARD_LIBRARY_FAILURES,
  SECURED_FIELDS_PROTOCOL,
  type FieldMessage,
  type HostMessages,
  type SecuredFieldType,
} from '@datadeck/contracts/provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER, fakeFrames, fieldMessage, post, type FakeFrame } from '../testing/fake-frames.ts';
import { SecuredFieldsController } from './controller.ts';

const TYPES: SecuredFieldType[] = ['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode'];
const configuration = (): HostMessages['configure'] => ({
  placeholder: '',
  ariaLabel: '',
  supportedBrands: ['visa'],
  minimumExpiryDate: null,
  errorTexts: {},
  style: { color: '', fontFamily: '', fontSize: '', placeholderColor: '', errorColor: '' },
});

function setup(configurable?: Promise<void>) {
  const root = document.createElement('div');
  const onMessage = vi.fn<(message: FieldMessage) => void>();
  const onConfigured = vi.fn<() => void>();
  const onFailure = vi.fn<(message: string, code: string) => void>();
  const controller = new SecuredFieldsController({
    providerUrl: PROVIDER,
    clientKey: 'test_KEY',
    fields: TYPES.map((type) => ({ type, container: root, title: `Iframe for ${type}` })),
    ...(configurable ? { configurable } : {}),
    configuration,
    onMessage,
    onConfigured,
    onFailure,
  });
  controller.start();
  const frames = fakeFrames(root);
  const frame = (type: SecuredFieldType) => frames.get(type) as FakeFrame;
  return { root, controller, frames, frame, onMessage, onConfigured, onFailure };
}

const focusPayload = { fieldType: 'encryptedCardNumber', focused: true } as const;

describe('SecuredFieldsController', () => {
  let current: ReturnType<typeof setup> | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    current?.controller.destroy();
    vi.useRealTimers();
  });

  it('builds iframe URLs with the client key, the host origin and a random key in the fragment', () => {
    current = setup();
    const { iframe, key } = current.frame('encryptedCardNumber');
    expect(iframe.src).toBe(
      `${PROVIDER}/securedfields/1.0.0/encryptedCardNumber.html?clientKey=test_KEY&origin=${encodeURIComponent(location.origin)}#key=${key}`,
    );
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(current.frame('encryptedSecurityCode').key).not.toBe(key);
    expect(iframe.title).toBe('Iframe for encryptedCardNumber');
  });

  it('accepts a well-formed message from the field and answers loaded with configure', () => {
    current = setup();
    const number = current.frame('encryptedCardNumber');
    fieldMessage(number, 'focus', focusPayload);
    expect(current.onMessage).toHaveBeenCalledOnce();
    fieldMessage(number, 'loaded', { fieldType: 'encryptedCardNumber' });
    expect(number.received().map((message) => message.type)).toEqual(['configure']);
    expect(number.window.postMessage.mock.calls[0]?.[1]).toBe(PROVIDER);
  });

  it('configures a loaded field only once the session setup allows it, then starts its 6 s', async () => {
    let allow: (() => void) | undefined;
    current = setup(new Promise<void>((resolve) => (allow = resolve)));
    const number = current.frame('encryptedCardNumber');
    fieldMessage(number, 'loaded', { fieldType: 'encryptedCardNumber' });
    vi.advanceTimersByTime(10_000);
    expect(number.received()).toEqual([]);
    expect(current.onFailure).not.toHaveBeenCalled();
    allow?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(number.received().map((message) => message.type)).toEqual(['configure']);
    vi.advanceTimersByTime(6_000);
    expect(current.onFailure).toHaveBeenCalledWith(
      CARD_LIBRARY_FAILURES.csfConfigFailure,
      'csfConfigFailure',
      'encryptedCardNumber',
    );
  });

  it('ignores a wrong origin, a wrong source, a wrong key, malformed JSON and an unknown type', () => {
    current = setup();
    const number = current.frame('encryptedCardNumber');
    const message = (overrides: Record<string, unknown>) =>
      JSON.stringify({
        protocol: SECURED_FIELDS_PROTOCOL,
        version: 1,
        key: number.key,
        type: 'focus',
        payload: focusPayload,
        ...overrides,
      });
    post(number.window, message({}), 'http://evil.example');
    post({ postMessage: vi.fn<() => void>() }, message({}));
    post(current.frame('encryptedExpiryDate').window, message({}));
    post(number.window, message({ key: 'f'.repeat(32) }));
    post(number.window, '{"protocol":');
    post(number.window, message({ type: 'steal' }));
    post(number.window, message({ payload: { fieldType: 'encryptedSecurityCode', focused: true } }));
    expect(current.onMessage).not.toHaveBeenCalled();
    post(number.window, message({}));
    expect(current.onMessage).toHaveBeenCalledOnce();
  });

  it('reports csfLoadFailure when not every iframe loaded within 30 s', () => {
    current = setup();
    fieldMessage(current.frame('encryptedCardNumber'), 'loaded', { fieldType: 'encryptedCardNumber' });
    fieldMessage(current.frame('encryptedCardNumber'), 'configured', { fieldType: 'encryptedCardNumber' });
    vi.advanceTimersByTime(29_999);
    expect(current.onFailure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(current.onFailure).toHaveBeenCalledWith(CARD_LIBRARY_FAILURES.csfLoadFailure, 'csfLoadFailure', undefined);
  });

  it('reports csfConfigFailure when a field does not answer configure within 6 s', () => {
    current = setup();
    fieldMessage(current.frame('encryptedCardNumber'), 'loaded', { fieldType: 'encryptedCardNumber' });
    vi.advanceTimersByTime(5_999);
    expect(current.onFailure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(current.onFailure).toHaveBeenCalledWith(
      CARD_LIBRARY_FAILURES.csfConfigFailure,
      'csfConfigFailure',
      'encryptedCardNumber',
    );
  });

  it('calls onConfigured once every field answered, and then no time-out fires', () => {
    current = setup();
    const { frame } = current;
    for (const type of TYPES) fieldMessage(frame(type), 'loaded', { fieldType: type });
    vi.advanceTimersByTime(5_000);
    fieldMessage(frame('encryptedCardNumber'), 'configured', { fieldType: 'encryptedCardNumber' });
    fieldMessage(frame('encryptedExpiryDate'), 'configured', { fieldType: 'encryptedExpiryDate' });
    fieldMessage(frame('encryptedSecurityCode'), 'configured', { fieldType: 'encryptedSecurityCode' });
    expect(current.onConfigured).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(current.onFailure).not.toHaveBeenCalled();
  });

  it('fails with the 15 s configure window', () => {
    current = setup();
    const { frame } = current;
    for (const type of TYPES) fieldMessage(frame(type), 'loaded', { fieldType: type });
    // Stop the per-field timers by answering for two fields; the third never answers.
    fieldMessage(frame('encryptedCardNumber'), 'configured', { fieldType: 'encryptedCardNumber' });
    fieldMessage(frame('encryptedExpiryDate'), 'configured', { fieldType: 'encryptedExpiryDate' });
    vi.advanceTimersByTime(15_000);
    expect(current.onFailure).toHaveBeenCalledWith(
      CARD_LIBRARY_FAILURES.csfConfigFailure,
      'csfConfigFailure',
      expect.anything(),
    );
    expect(current.onFailure).toHaveBeenCalledOnce();
  });
});
