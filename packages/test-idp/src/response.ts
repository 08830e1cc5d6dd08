import { randomUUID } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { IdpKeys } from './keys.ts';

/** What a SAML 2.0 Response says, and how (or whether) it is signed. */
export interface SamlAnswer {
  /** The IdP's entity id: Issuer of the response and the assertion. */
  issuer: string;
  /** The service provider's ACS URL: the response's Destination. */
  destination: string;
  /** The service provider's entity id: the assertion's Audience. */
  audience: string;
  /** The bearer confirmation's Recipient; the destination unless given, absent when null. */
  recipient?: string | null;
  /** The AuthnRequest answered (SP-initiated); absent for an IdP-initiated sign-in. */
  inResponseTo?: string;
  nameId: string;
  /** Attribute name → value (the console requires email, firstName, lastName). */
  attributes: Record<string, string>;
  /** Defaults: issued now, valid from a minute ago for five minutes. */
  issueInstant?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  assertionId?: string;
  responseId?: string;
  sign: 'assertion' | 'response' | 'both' | 'none';
  keys: IdpKeys;
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xmlAttribute = (value: string) => xmlText(value).replace(/"/g, '&quot;');
const id = () => `_${randomUUID().replace(/-/g, '')}`;

const SIGNATURE = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const DIGEST = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/** An enveloped XML signature of the element of that local name, placed after its Issuer. */
function signed(xml: string, element: 'Assertion' | 'Response', keys: IdpKeys): string {
  const signature = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.certificate,
    signatureAlgorithm: SIGNATURE,
    canonicalizationAlgorithm: EXC_C14N,
  });
  signature.addReference({
    xpath: `//*[local-name(.)='${element}']`,
    transforms: [ENVELOPED, EXC_C14N],
    digestAlgorithm: DIGEST,
  });
  signature.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `//*[local-name(.)='${element}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signature.getSignedXml();
}

/** The Response's XML, signed as asked (the assertion first when both are). */
export function samlResponseXml(answer: SamlAnswer): string {
  const now = answer.issueInstant ?? new Date();
  const notBefore = (answer.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
  const notOnOrAfter = (answer.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const instant = now.toISOString();
  const recipient = answer.recipient === undefined ? answer.destination : answer.recipient;
  const inResponseTo = answer.inResponseTo === undefined ? '' : ` InResponseTo="${xmlAttribute(answer.inResponseTo)}"`;
  const attributes = Object.entries(answer.attributes)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${xmlAttribute(name)}"><saml:AttributeValue>${xmlText(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${answer.assertionId ?? id()}" Version="2.0" IssueInstant="${instant}">` +
    `<saml:Issuer>${xmlText(answer.issuer)}</saml:Issuer>` +
    '<saml:Subject>' +
    `<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${xmlText(answer.nameId)}</saml:NameID>` +
    '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
    `<saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}"${recipient === null ? '' : ` Recipient="${xmlAttribute(recipient)}"`}${inResponseTo}/>` +
    '</saml:SubjectConfirmation>' +
    '</saml:Subject>' +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">` +
    `<saml:AudienceRestriction><saml:Audience>${xmlText(answer.audience)}</saml:Audience></saml:AudienceRestriction>` +
    '</saml:Conditions>' +
    `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="${id()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` +
    '</saml:Assertion>';
  const signedAssertion =
    answer.sign === 'assertion' || answer.sign === 'both' ? signed(assertion, 'Assertion', answer.keys) : assertion;
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${answer.responseId ?? id()}" Version="2.0" IssueInstant="${instant}" Destination="${xmlAttribute(answer.destination)}"${inResponseTo}>` +
    `<saml:Issuer>${xmlText(answer.issuer)}</saml:Issuer>` +
    '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>' +
    signedAssertion +
    '</samlp:Response>';
  return answer.sign === 'response' || answer.sign === 'both' ? signed(response, 'Response', answer.keys) : response;
}

/** The form field an HTTP-POST binding carries: the Response's XML in base64. */
export const encodeSamlResponse = (xml: string): string => Buffer.from(xml, 'utf8').toString('base64');

/** A signed (or not) Response, ready to POST as SAMLResponse. */
export const samlResponse = (answer: SamlAnswer): string => encodeSamlResponse(samlResponseXml(answer));
