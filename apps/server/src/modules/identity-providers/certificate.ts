import { X509Certificate } from 'node:crypto';
import { MESSAGES, type IdentityProvider } from '@datadeck/contracts';
import { HttpError } from '../../platform/http/errors.ts';

export type CertificateInfo = IdentityProvider['certificate'];

/** A signing certificate as read from the text a customer pasted or uploaded, in PEM form. */
export interface ParsedCertificate {
  pem: string;
  info: CertificateInfo;
}

const PEM = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/;
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

/**
 * The certificate's DER bytes from what IdPs hand out: a PEM block (the first, if the file holds
 * a chain), or the bare base64 of an IdP metadata document's <ds:X509Certificate>.
 */
function derOf(text: string): Buffer | null {
  const block = PEM.exec(text)?.[1] ?? (BASE64.test(text) ? text : null);
  if (block === null) return null;
  const der = Buffer.from(block.replace(/\s+/g, ''), 'base64');
  return der.length > 0 ? der : null;
}

const refused = (message: string) => new HttpError(400, [{ name: 'x509Cert', message }]);

/**
 * Parses an identity provider's signing certificate for real (node:crypto X509Certificate), as
 * registering it must: text that is no certificate, or one outside its validity at `now`, is a
 * 400 naming x509Cert. Answers it re-encoded as one PEM block, and what the view page shows of it.
 */
export function parseCertificate(text: string, now: Date): ParsedCertificate {
  const der = derOf(text.trim());
  let certificate: X509Certificate;
  try {
    if (der === null) throw new Error('no certificate');
    certificate = new X509Certificate(der);
  } catch {
    throw refused(MESSAGES.sso.certificateNotParsed);
  }
  const validFrom = new Date(certificate.validFrom);
  const validTo = new Date(certificate.validTo);
  if (validTo.getTime() <= now.getTime()) throw refused(MESSAGES.sso.certificateExpired);
  if (validFrom.getTime() > now.getTime()) throw refused(MESSAGES.sso.certificateNotYetValid);
  return { pem: certificate.toString(), info: certificateInfo(certificate) };
}

/** What the view page shows of a stored certificate (already checked when it was registered). */
export function describeCertificate(pem: string): CertificateInfo {
  return certificateInfo(new X509Certificate(pem));
}

function certificateInfo(certificate: X509Certificate): CertificateInfo {
  return {
    // Node writes the distinguished names one attribute per line.
    subject: certificate.subject.split('\n').join(', '),
    issuer: certificate.issuer.split('\n').join(', '),
    validFrom: new Date(certificate.validFrom).toISOString(),
    validTo: new Date(certificate.validTo).toISOString(),
    fingerprintSha256: certificate.fingerprint256,
  };
}
