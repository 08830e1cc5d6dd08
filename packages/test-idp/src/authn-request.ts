import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';

/** What the test IdP needs of a service provider's AuthnRequest. */
export interface AuthnRequest {
  id: string;
  /** Where to POST the answer. */
  assertionConsumerServiceUrl: string;
  /** The service provider's entity id: the answer's Audience. */
  issuer: string;
}

/**
 * Reads a SAMLRequest of the HTTP-Redirect binding (deflated, then base64, as node-saml sends it),
 * or null when it is not one.
 */
export function readAuthnRequest(samlRequest: string): AuthnRequest | null {
  try {
    const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const request = doc.getElementsByTagNameNS('*', 'AuthnRequest').item(0);
    const issuer = doc.getElementsByTagNameNS('*', 'Issuer').item(0)?.textContent;
    const id = request?.getAttribute('ID');
    const acs = request?.getAttribute('AssertionConsumerServiceURL');
    return id && acs && issuer ? { id, assertionConsumerServiceUrl: acs, issuer: issuer.trim() } : null;
  } catch {
    return null;
  }
}
