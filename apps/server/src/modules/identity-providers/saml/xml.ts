import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

/**
 * Reading the few facts node-saml does not check out of SAML XML, with xmldom (no DTDs, no
 * external entities). What comes from a validated assertion is signed; what is read from the raw
 * answer before validation is only ever used to refuse, never to accept.
 */

/** The XML of a base64 SAMLResponse, or null when it is neither base64 nor XML. */
export function parseSamlXml(xml: string): Document | null {
  try {
    const doc = new DOMParser({
      onError: (level) => {
        if (level !== 'warning') throw new Error('malformed XML');
      },
    }).parseFromString(xml, 'text/xml');
    return doc.documentElement ? doc : null;
  } catch {
    return null;
  }
}

export const decodeSamlResponse = (base64: string): string => Buffer.from(base64, 'base64').toString('utf8');

/** The first element of that local name (any namespace), in document order. */
export function firstElement(doc: Document | Element, localName: string): Element | null {
  return doc.getElementsByTagNameNS('*', localName).item(0);
}

/** An attribute of the first element of that local name, or null. */
export function attributeOf(doc: Document | Element, localName: string, attribute: string): string | null {
  const element = firstElement(doc, localName);
  return element?.hasAttribute(attribute) ? element.getAttribute(attribute) : null;
}
