import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_LINK_LIFETIME_MS, privateCloudDownloadPath } from '@datadeck/contracts';

/**
 * Signed download links: `<path>?expires=<ms>&signature=<hex>`, the signature an HMAC-SHA256 of
 * the image id and the expiry under a key derived from SECRETS_KEY. The link is its own
 * credential, so a browser tab can open it without the session; changing the image or the expiry
 * breaks the signature.
 */
const signatureOf = (key: Buffer, imageId: string, expires: number): string =>
  createHmac('sha256', key).update(`${imageId}.${expires}`).digest('hex');

export function signedDownloadUrl(key: Buffer, publicUrl: string, imageId: string, now: Date): string {
  const expires = now.getTime() + DOWNLOAD_LINK_LIFETIME_MS;
  const url = new URL(privateCloudDownloadPath(imageId), publicUrl);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signatureOf(key, imageId, expires));
  return url.toString();
}

export type LinkCheck = 'valid' | 'tampered' | 'expired';

/** Signature first: an expiry is only believed once it is known to be the server's own. */
export function checkSignedLink(
  key: Buffer,
  link: { imageId: string; expires: number; signature: string },
  now: Date,
): LinkCheck {
  const expected = Buffer.from(signatureOf(key, link.imageId, link.expires), 'hex');
  const given = Buffer.from(link.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered';
  return now.getTime() >= link.expires ? 'expired' : 'valid';
}
