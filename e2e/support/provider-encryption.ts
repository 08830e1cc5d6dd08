import { CARD_WIDGET_VERSION, SANDBOX_CLIENT_KEY, securedFieldPath } from '@datadeck/contracts/provider';
import { expect, type APIRequestContext } from '@playwright/test';

const encode = (bytes: ArrayBuffer | Uint8Array): string => Buffer.from(new Uint8Array(bytes)).toString('base64url');

/**
 * Encrypts a value for the payment provider the way a secured field does (compact JWE, RSA-OAEP
 * + A256GCM, the provider's kid), with the public key the provider itself publishes in a secured
 * field's page. For what the demo page has no field for: a gift card's number and PIN (a gift
 * card number is no payment card, and the card number field refuses it).
 */
export async function encryptForProvider(
  request: APIRequestContext,
  providerBase: string,
  hostOrigin: string,
  value: Record<string, string>,
): Promise<string> {
  const query = new URLSearchParams({ clientKey: SANDBOX_CLIENT_KEY, origin: hostOrigin });
  const page = await request.get(
    `${providerBase}${securedFieldPath(CARD_WIDGET_VERSION, 'encryptedCardNumber')}?${query}`,
  );
  expect(page.status()).toBe(200);
  const config = /<script type="application\/json" id="config">(.*?)<\/script>/.exec(await page.text())?.[1];
  const { publicKey, kid } = JSON.parse(config ?? '{}') as { publicKey: JsonWebKey; kid: string };

  const { subtle } = globalThis.crypto;
  // JWE's RSA-OAEP is OAEP with SHA-1.
  const rsa = await subtle.importKey('jwk', publicKey, { name: 'RSA-OAEP', hash: 'SHA-1' }, false, ['encrypt']);
  const contentKey = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const header = encode(new TextEncoder().encode(JSON.stringify({ alg: 'RSA-OAEP', enc: 'A256GCM', kid })));
  const aes = await subtle.importKey('raw', contentKey, 'AES-GCM', false, ['encrypt']);
  const plaintext = new TextEncoder().encode(JSON.stringify({ ...value, generationtime: new Date().toISOString() }));
  const sealed = new Uint8Array(
    await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(header) }, aes, plaintext),
  );
  const encryptedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, contentKey);
  return [
    header,
    encode(encryptedKey),
    encode(iv),
    encode(sealed.slice(0, -16)),
    // AES-GCM's last 16 bytes are the tag.
    encode(sealed.slice(-16)),
  ].join('.');
}
