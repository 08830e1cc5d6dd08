// @vitest-environment happy-dom
/**
 * The runtime's glue in a DOM: messages in and out, formatting as typed, JWE only while valid.
 * The real browser test (e2e) covers the page as served; this checks the protocol rules.
 */
import {
  SECURED_FIELDS_PROTOCOL,
  SECURED_FIELDS_PROTOCOL_VERSION,
  type FieldMessage,
  type HostMessages,
} from '@datadeck/contracts/provider';
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const HOST = 'https://merchant.example';
/**
 * Each mount's per-field key. A runtime cannot be unloaded, so those of earlier tests stay
 * subscribed to `window`; a key of its own per mount makes them ignore this test's messages.
 */
let key = '';
let mounts = 0;
let privateKey: CryptoKey;
let posted: FieldMessage[];
/** Those waiting for the field's next message of a type (see `next`). */
let waiting: { kind: FieldMessage['type']; resolve: (message: FieldMessage) => void }[];

const hostMessage = <T extends keyof HostMessages>(type: T, payload: HostMessages[T], messageKey = key) =>
  JSON.stringify({
    protocol: SECURED_FIELDS_PROTOCOL,
    version: SECURED_FIELDS_PROTOCOL_VERSION,
    key: messageKey,
    type,
    payload,
  });
const send = (data: string, origin = HOST, source: Window | null = window.parent) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
const configure: HostMessages['configure'] = {
  placeholder: '1234 5678 9012 3456',
  ariaLabel: 'Card number',
  supportedBrands: ['visa', 'mc', 'amex'],
  minimumExpiryDate: null,
  errorTexts: { 'cc.num.902': 'Invalid card number', 'cc.num.900': 'Enter the card number' },
  style: {
    color: 'rgb(0, 0, 0)',
    fontFamily: 'serif',
    fontSize: '16px',
    placeholderColor: 'gray',
    errorColor: 'rgb(255, 0, 0)',
  },
};
const input = () => document.getElementById('field') as HTMLInputElement;
/** What typing does: an InputEvent with its inputType. */
const type = (value: string) => {
  input().value = value;
  input().dispatchEvent(new InputEvent('input', { inputType: 'insertText' }));
};
/** What a browser's auto-fill does: the value set, then a plain input Event (Chromium). */
const autoFill = (value: string, target = input()) => {
  target.value = value;
  target.dispatchEvent(new Event('input'));
};
/**
 * The next message of this type the field posts. Ask before the action that makes it: some are
 * posted at once, others after the encryption.
 */
const next = <T extends FieldMessage['type']>(kind: T) =>
  new Promise<Extract<FieldMessage, { type: T }>>((resolve) => {
    waiting.push({ kind, resolve: (message) => resolve(message as Extract<FieldMessage, { type: T }>) });
  });
async function mount(fieldType: string, extraMarkup = '') {
  const pair = await generateKeyPair('RSA-OAEP', { extractable: true });
  privateKey = pair.privateKey;
  const config = {
    fieldType,
    origin: HOST,
    publicKey: await exportJWK(pair.publicKey),
    kid: 'kid-1',
    version: '1.0.0',
  };
  document.body.innerHTML =
    '<input id="field" aria-invalid="false" aria-describedby="error"><span id="error"></span>' +
    extraMarkup +
    `<script type="application/json" id="config">${JSON.stringify(config)}</script>`;
  mounts += 1;
  key = `0123456789abcdef0123456789abcdef-${mounts}`;
  history.replaceState(null, '', `#key=${key}`);
  posted = [];
  vi.spyOn(window.parent, 'postMessage').mockImplementation((message: unknown, targetOrigin?: unknown) => {
    expect(targetOrigin).toBe(HOST);
    const decoded = JSON.parse(String(message)) as FieldMessage;
    posted.push(decoded);
    const woken = waiting.filter((waiter) => waiter.kind === decoded.type);
    waiting = waiting.filter((waiter) => waiter.kind !== decoded.type);
    for (const waiter of woken) waiter.resolve(decoded);
  });
  vi.resetModules();
  await import('./runtime.ts');
}

const decrypt = async (jwe: string | undefined) =>
  JSON.parse(new TextDecoder().decode((await compactDecrypt(jwe ?? '', privateKey)).plaintext)) as Record<
    string,
    string
  >;

beforeEach(() => {
  posted = [];
  waiting = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('secured-field runtime', () => {
  it('posts loaded, answers configure, and ignores foreign origins, sources and keys', async () => {
    await mount('encryptedCardNumber');
    expect(posted.map((message) => message.type)).toStrictEqual(['loaded']);
    expect(posted[0]?.key).toBe(key);

    // The listener decides at once: had it taken one of these, `configured` would be posted already.
    send(hostMessage('configure', configure), 'https://evil.example');
    send(hostMessage('configure', configure), HOST, null);
    send(hostMessage('configure', configure, 'another-key'));
    send('not json');
    expect(posted.map((message) => message.type)).toStrictEqual(['loaded']);

    const state = next('state');
    send(hostMessage('configure', configure));
    await state;
    // One configure taken, one state after it: nothing of the ignored messages came late either.
    expect(posted.map((message) => message.type)).toStrictEqual(['loaded', 'configured', 'state']);
    expect(posted[1]).toMatchObject({ type: 'configured', payload: { fieldType: 'encryptedCardNumber' } });
    expect(input().placeholder).toBe(configure.placeholder);
    expect(input().getAttribute('aria-label')).toBe('Card number');
  });

  it('formats the number, sends the encrypted BIN and a valid state with a decryptable JWE', async () => {
    await mount('encryptedCardNumber');
    send(hostMessage('configure', configure));
    const firstBin = next('bin');
    type('411111');
    expect(input().value).toBe('4111 11');
    expect(await decrypt((await firstBin).payload.encryptedBin ?? '')).toMatchObject({ bin: '411111' });

    const longerBin = next('bin');
    const validState = next('state');
    type('4111111111111111');
    const state = (await validState).payload;
    expect(state).toMatchObject({
      fieldType: 'encryptedCardNumber',
      empty: false,
      valid: true,
      error: null,
      lastFour: '1111',
      detectedBrands: ['visa'],
    });
    expect(await decrypt(state.encrypted.encryptedCardNumber)).toMatchObject({ number: '4111111111111111' });
    expect(await decrypt((await longerBin).payload.encryptedBin ?? '')).toMatchObject({ bin: '41111111' });
    expect(posted.some((message) => JSON.stringify(message).includes('4111111111111111'))).toBe(false);

    const noBin = next('bin');
    type('4111');
    expect((await noBin).payload).toStrictEqual({ encryptedBin: null });
  });

  it('shows a Luhn failure at once, an incomplete number only after blur or validate', async () => {
    await mount('encryptedCardNumber');
    send(hostMessage('configure', configure));
    const luhnFailure = next('state');
    type('4111111111111112');
    expect((await luhnFailure).payload).toMatchObject({ valid: false, error: 'cc.num.902', encrypted: {} });
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('error')?.textContent).toBe('Invalid card number');
    expect(input().style.color).toBe('rgb(255, 0, 0)');

    const incomplete = next('state');
    type('4111');
    expect((await incomplete).payload.error).toBeNull();
    const validated = next('state');
    send(hostMessage('validate', {}));
    expect((await validated).payload.error).toBe('err.gen.9100');
  });

  it('applies the host brand to the security code: amex length, bcmc hidden', async () => {
    await mount('encryptedSecurityCode');
    send(hostMessage('configure', configure));
    send(
      hostMessage('brand', {
        brand: 'amex',
        panLength: null,
        supported: true,
        securityCodePolicy: 'required',
        expiryDatePolicy: 'required',
        securityCodePlaceholder: '4 digits',
      }),
    );
    const amexState = next('state');
    type('12345');
    expect(input().value).toBe('1234');
    expect(input().placeholder).toBe('4 digits');
    const amex = (await amexState).payload;
    expect(amex).toMatchObject({ valid: true, error: null });
    expect(await decrypt(amex.encrypted.encryptedSecurityCode)).toMatchObject({ cvc: '1234' });

    const bcmcState = next('state');
    send(
      hostMessage('brand', {
        brand: 'bcmc',
        panLength: null,
        supported: true,
        securityCodePolicy: 'hidden',
        expiryDatePolicy: 'required',
        securityCodePlaceholder: '3 digits',
      }),
    );
    const bcmc = (await bcmcState).payload;
    expect(bcmc).toMatchObject({ valid: true });
    expect(bcmc.encrypted).toStrictEqual({});
  });

  it('reports focus and blur, and moves the focus on request', async () => {
    await mount('encryptedExpiryDate');
    const focused = next('focus');
    send(hostMessage('focus', {}));
    expect((await focused).payload).toStrictEqual({ fieldType: 'encryptedExpiryDate', focused: true });
    expect(document.activeElement).toBe(input());
    type('3');
    expect(input().value).toBe('03/');
    const blurred = next('focus');
    const touchedState = next('state');
    input().blur();
    expect((await blurred).payload).toStrictEqual({ fieldType: 'encryptedExpiryDate', focused: false });
    expect((await touchedState).payload).toMatchObject({ valid: false, error: 'err.gen.9100' });
  });
});

describe('secured-field runtime: browser auto-fill (SPEC §5, taken only if it passes)', () => {
  const dateConfigure = { ...configure, errorTexts: { 'cc.dat.912': 'Card too old' } };

  it('takes an auto-filled number that passes, as if typed and left', async () => {
    await mount('encryptedCardNumber');
    send(hostMessage('configure', configure));
    const filled = next('state');
    autoFill('4111111111111111');
    const state = (await filled).payload;
    expect(input().value).toBe('4111 1111 1111 1111');
    expect(state).toMatchObject({ valid: true, error: null, lastFour: '1111' });
    expect(await decrypt(state.encrypted.encryptedCardNumber)).toMatchObject({ number: '4111111111111111' });
  });

  it('refuses an auto-filled value that fails: the typed value stays, the refused one’s error shows', async () => {
    await mount('encryptedCardNumber');
    send(hostMessage('configure', configure));
    type('4111');
    const refused = next('state');
    autoFill('4111111111111112');
    expect(input().value).toBe('4111');
    expect((await refused).payload).toMatchObject({ valid: false, error: 'cc.num.902', encrypted: {} });
    expect(document.getElementById('error')?.textContent).toBe('Invalid card number');
    // The shopper types on: the refused value's error goes, the field's own rules apply again.
    const typed = next('state');
    type('4111111111111111');
    expect((await typed).payload).toMatchObject({ valid: true, error: null });
  });

  it('the date field takes a date the host passes on only if it passes: an expired one is refused', async () => {
    await mount('encryptedExpiryDate');
    send(hostMessage('configure', dateConfigure));
    const expired = next('state');
    send(hostMessage('autoComplete', { value: '01/2020' }));
    expect(input().value).toBe('');
    expect((await expired).payload).toMatchObject({ empty: true, valid: false, error: 'cc.dat.912' });
    expect(document.getElementById('error')?.textContent).toBe('Card too old');

    const good = next('state');
    send(hostMessage('autoComplete', { value: '03/2030' }));
    expect(input().value).toBe('03/30');
    expect((await good).payload).toMatchObject({ valid: true, error: null, expiryMonth: '03', expiryYear: '2030' });

    // Refused over a good date: the date stays, but a field showing an error is not valid.
    const over = next('state');
    send(hostMessage('autoComplete', { value: '01/2020' }));
    expect(input().value).toBe('03/30');
    expect((await over).payload).toStrictEqual({
      fieldType: 'encryptedExpiryDate',
      empty: false,
      valid: false,
      error: 'cc.dat.912',
      encrypted: {},
    });
    const edited = next('state');
    type('03/31');
    expect((await edited).payload).toMatchObject({ valid: true, error: null, expiryYear: '2031' });
  });

  it('the number field passes on the holder name and expiry date a browser filled into its document', async () => {
    await mount(
      'encryptedCardNumber',
      '<input id="ac-cc-name" autocomplete="cc-name"><input id="ac-cc-exp" autocomplete="cc-exp">',
    );
    const name = next('autoComplete');
    autoFill('J. Smith', document.getElementById('ac-cc-name') as HTMLInputElement);
    expect((await name).payload).toStrictEqual({
      fieldType: 'encryptedCardNumber',
      name: 'cc-name',
      value: 'J. Smith',
    });
    const date = next('autoComplete');
    autoFill('03/2030', document.getElementById('ac-cc-exp') as HTMLInputElement);
    expect((await date).payload).toStrictEqual({ fieldType: 'encryptedCardNumber', name: 'cc-exp', value: '03/2030' });
  });

  it('a field other than the date ignores a date from the host', async () => {
    await mount('encryptedSecurityCode');
    const configured = next('state');
    send(hostMessage('configure', configure));
    await configured;
    send(hostMessage('autoComplete', { value: '03/2030' }));
    // A later message's state shows the date message changed nothing.
    const validated = next('state');
    send(hostMessage('validate', {}));
    expect((await validated).payload).toMatchObject({ empty: true, error: 'cc.cvc.920' });
    expect(input().value).toBe('');
  });
});
