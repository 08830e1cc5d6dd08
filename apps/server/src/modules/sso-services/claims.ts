import { findUnsafeText } from '@datadeck/contracts';
import * as client from 'openid-client';
import { SsoRefused } from './refusal.ts';

/** The longest subject kept: OpenID Connect allows 255 ASCII characters. */
const SUBJECT_MAX_LENGTH = 255;

/** What the console uses of what a service says about the person signing in. */
export interface ServiceClaims {
  /** The person at the service: stable, unique there (`sub`). */
  subject: string;
  email: string | null;
  /** Only `true` (some services send the string "true") counts as verified. */
  emailVerified: boolean;
  name: { name?: string; givenName?: string; familyName?: string };
}

type Claims = Readonly<Record<string, client.JsonValue | undefined>>;

const text = (value: client.JsonValue | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The ID token's claims, and the userinfo endpoint's when the token does not carry the e-mail. */
async function claimsOf(
  config: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  needEmail: boolean,
): Promise<Claims> {
  const idToken = tokens.claims();
  if (idToken === undefined) throw new SsoRefused('invalid', 'the service sent no ID token');
  // Many providers put profile claims only in userinfo for the code flow (OpenID Connect Core 5.4).
  if (!needEmail || idToken.email !== undefined || config.serverMetadata().userinfo_endpoint === undefined) {
    return idToken;
  }
  // The userinfo's `sub` must be the ID token's (checked by fetchUserInfo).
  return { ...idToken, ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
}

/**
 * The person the service signed in, from its answer. `needEmail`: accepting an invitation
 * compares the address and names the new user, a later sign-in needs the subject only.
 */
export async function serviceClaims(
  config: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  needEmail: boolean,
): Promise<ServiceClaims> {
  const claims = await claimsOf(config, tokens, needEmail);
  const subject = claims.sub;
  // The subject is stored: text no column can hold would fail in the database instead.
  if (typeof subject !== 'string' || subject === '' || subject.length > SUBJECT_MAX_LENGTH) {
    throw new SsoRefused('invalid', 'the ID token has no usable subject');
  }
  if (findUnsafeText(subject, 'sub') !== null) throw new SsoRefused('invalid', 'the subject holds unsafe text');
  return {
    subject,
    email: text(claims.email) ?? null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: { name: text(claims.name), givenName: text(claims.given_name), familyName: text(claims.family_name) },
  };
}
