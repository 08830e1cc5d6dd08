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
const KEY = '0123456789abcdef0123456789abcdef';
let privateKey: CryptoKey;
let posted: FieldMessage[];

const hostMessage = <T extends keyof HostMessages>(type: T, payload: HostMessages[T], key = KEY) =>
  JSON.stringify({ protocol: SECURED_FIELDS_PROTOCOL, version: SECURED_FIELDS_PROTOCOL_VERSION, key, type, payload });
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
const input = () => document.querySelector('input') as HTMLInputElement;
const type = (value: string) => {
  input().value = value;
  input().dispatchEvent(new Event('input'));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const lastOf = <T extends FieldMessage['type']>(kind: T) =>
  posted.filter((message): message is Extract<FieldMessage, { type: T }> => message.type === kind).at(-1);

async function mount(fieldType: string) {
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
    `<script type="application/json" id="config">${JSON.stringify(config)}</script>`;
  history.replaceState(null, '', `#key=${KEY}`);
  posted = [];
  vi.spyOn(window.parent, 'postMessage').mockImplementation((message: unknown, targetOrigin?: unknown) => {
    expect(targetOrigin).toBe(HOST);
    posted.push(JSON.parse(String(message)) as FieldMessage);
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
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('secured-field runtime', () => {
  it('posts loaded, answers configure, and ignores foreign origins, sources and keys', async () => {
    await mount('encryptedCardNumber');
    expect(posted.map((message) => message.type)).toStrictEqual(['loaded']);
    expect(posted[0]?.key).toBe(KEY);

    send(hostMessage('configure', configure), 'https://evil.example');
    send(hostMessage('configure', configure), HOST, null);
    send(hostMessage('configure', configure, 'another-key'));
    send('not json');
    await settle();
    expect(posted.map((message) => message.type)).toStrictEqual(['loaded']);

    send(hostMessage('configure', configure));
    await settle();
    expect(posted[1]).toMatchObject({ type: 'configured', payload: { fieldType: 'encryptedCardNumber' } });
    expect(input().placeholder).toBe(configure.placeholder);
    expect(input().getAttribute('aria-label')).toBe('Card number');
  });

  it('formats the number, sends the encrypted BIN and a valid state with a decryptable JWE', async () => {
    await mount('encryptedCardNumber');
    send(hostMessage('configure', configure));
    type('411111');
    await settle();
    expect(input().value).toBe('4111 11');
    const bin = lastOf('bin')?.payload.encryptedBin;
    expect(await decrypt(bin ?? '')).toMatchObject({ bin: '411111' });

    type('4111111111111111');
    await settle();
    const state = lastOf('state')?.payload;
    expect(state).toMatchObject({
      fieldType: 'encryptedCardNumber',
      empty: false,
      valid: true,
      error: null,
      lastFour: '1111',
      detectedBrands: ['visa'],
    });
    expect(await decrypt(state?.encrypted.encryptedCardNumber)).toMatchObject({ number: '4111111111111111' });
    expect(await decrypt(lastOf('bin')?.payload.encryptedBin ?? '')).toMatchObject({ bin: '41111111' });
    expect(posted.some((message) => JSON.stringify(message).includes('4111111111111111'))).toBe(false);

    type('4111');
    await settle();
    expect(lastOf('bin')?.payload).toStrictEqual({ encryptedBin: null });
  });

  it('shows a Luhn failure at once, an incomplete number only after blur or validate', async () => {
    await mount('encryptedCardNumber');
    send(hostMessage('configure', configure));
    type('4111111111111112');
    await settle();
    expect(lastOf('state')?.payload).toMatchObject({ valid: false, error: 'cc.num.902', encrypted: {} });
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('error')?.textContent).toBe('Invalid card number');
    expect(input().style.color).toBe('rgb(255, 0, 0)');

    type('4111');
    await settle();
    expect(lastOf('state')?.payload.error).toBeNull();
    send(hostMessage('validate', {}));
    await settle();
    expect(lastOf('state')?.payload.error).toBe('cc.num.901');
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
    type('12345');
    await settle();
    expect(input().value).toBe('1234');
    expect(input().placeholder).toBe('4 digits');
    expect(lastOf('state')?.payload).toMatchObject({ valid: true, error: null });
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
    await settle();
    expect(lastOf('state')?.payload).toMatchObject({ valid: true, encrypted: {} });
  });

  it('reports focus and blur, and moves the focus on request', async () => {
    await mount('encryptedExpiryDate');
    send(hostMessage('focus', {}));
    await settle();
    expect(document.activeElement).toBe(input());
    expect(lastOf('focus')?.payload).toStrictEqual({ fieldType: 'encryptedExpiryDate', focused: true });
    type('3');
    expect(input().value).toBe('03/');
    input().blur();
    await settle();
    expect(lastOf('focus')?.payload).toStrictEqual({ fieldType: 'encryptedExpiryDate', focused: false });
    expect(lastOf('state')?.payload).toMatchObject({ valid: false, error: 'cc.dat.911' });
  });
});
