import {
  invitationTokenBodySchema,
  landingPath,
  LIMITS,
  SSO_SERVICE_PATHS,
  ssoServiceStartQuerySchema,
} from '@datadeck/contracts';
import * as client from 'openid-client';
import type { CoreContext } from '../../app-context.ts';
import type { SsoServiceConfig } from '../../platform/config.ts';
import { startSsoSession } from '../auth/service.ts';
import { serviceAcceptance } from '../invitations/service-acceptance.ts';
import { serviceClaims, type ServiceClaims } from './claims.ts';
import { openFlow, sealFlow, type SsoFlow } from './flow-cookie.ts';
import { personOfIdentity } from '../../platform/auth/sso-identities.ts';
import { oidcConfigurations } from './oidc-configurations.ts';
import { SsoRefused } from './refusal.ts';

/** A sign-in that succeeded: the session to set and where the browser lands. */
export interface SignedIn {
  token: string;
  location: string;
}

/** Why the provider's answer or our exchange with it failed, as the sign-in page and the audit log say it. */
function refusalOf(error: unknown): SsoRefused {
  if (error instanceof SsoRefused) return error;
  if (error instanceof client.AuthorizationResponseError) {
    // The person declined at the provider (or closed its consent): no fault to look into.
    const reason = error.error === 'access_denied' ? 'cancelled' : 'invalid';
    return new SsoRefused(reason, `the service answered ${error.error}: ${error.error_description ?? ''}`.trim());
  }
  if (
    error instanceof client.ClientError ||
    error instanceof client.ResponseBodyError ||
    error instanceof client.WWWAuthenticateChallengeError
  ) {
    const code = 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
    return new SsoRefused('invalid', `${error.message}${code}`);
  }
  // fetch failed, timed out, or the provider is down: nothing the person did.
  return new SsoRefused('unavailable', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}

/**
 * A standard SSO service's sign-in (OpenID Connect authorisation code flow with PKCE S256, state
 * and nonce): `start` sends the browser to the provider, remembering the flow; `finish` checks
 * the provider's answer against it, exchanges the code, and signs the person in by their
 * identity at the service, or accepts the invitation the flow carries with it.
 */
export function ssoSignInFlow(ctx: CoreContext) {
  const configurationOf = oidcConfigurations();
  const acceptance = serviceAcceptance(ctx);
  const publicUrl = ctx.config.publicUrl.replace(/\/+$/, '');
  const redirectUri = (service: SsoServiceConfig) => `${publicUrl}${SSO_SERVICE_PATHS.callback(service.name)}`;

  async function configuration(service: SsoServiceConfig): Promise<client.Configuration> {
    try {
      return await configurationOf(service);
    } catch (error) {
      throw new SsoRefused('unavailable', `discovery of ${service.issuer} failed: ${refusalOf(error).detail}`);
    }
  }

  /** The provider's authorisation address, and the flow its answer will be checked against (sealed). */
  async function start(service: SsoServiceConfig, query: unknown): Promise<{ url: string; cookie: string }> {
    // Each on its own: a redirect that is not followed (the start page instead) must not lose
    // the invitation, nor a bad token turn into a plain sign-in.
    const fields = (query ?? {}) as Record<string, unknown>;
    const redirect = ssoServiceStartQuerySchema.shape.redirect.safeParse(fields.redirect).data;
    let token: string | null = null;
    if (fields.invitation !== undefined) {
      const valid = invitationTokenBodySchema.safeParse({ token: fields.invitation });
      if (!valid.success) throw new SsoRefused('invitationClosed', 'the invitation token is malformed');
      token = valid.data.token;
      const refused = await acceptance.mayAccept(token, service.name);
      if (refused) throw new SsoRefused(refused.refusal, refused.detail);
    }
    const config = await configuration(service);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(service),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const flow: SsoFlow = {
      service: service.name,
      state,
      nonce,
      codeVerifier,
      redirect: landingPath(redirect) ?? '/',
      invitation: token,
      expiresAt: ctx.clock.now().getTime() + LIMITS.oidcSignInLifetimeMs,
    };
    return { url: url.href, cookie: sealFlow(ctx.secrets, flow) };
  }

  /** The provider's answer (the callback's query), checked against the flow, exchanged for its claims. */
  async function claimsOf(service: SsoServiceConfig, flow: SsoFlow, search: string): Promise<ServiceClaims> {
    const config = await configuration(service);
    try {
      const tokens = await client.authorizationCodeGrant(config, new URL(`${redirectUri(service)}${search}`), {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      return await serviceClaims(config, tokens, flow.invitation !== null);
    } catch (error) {
      throw refusalOf(error);
    }
  }

  /** The invitation the flow carries, accepted as the person the service vouched for. */
  async function accept(service: SsoServiceConfig, token: string, claims: ServiceClaims, sourceIp: string) {
    const who = claims.email ?? `${service.name}:${claims.subject}`;
    if (claims.email === null || !claims.emailVerified) {
      throw new SsoRefused('invalid', 'the service did not vouch for the e-mail address (email_verified)', who);
    }
    const identity = {
      service: service.name,
      serviceName: service.displayName,
      subject: claims.subject,
      email: claims.email,
      name: claims.name,
    };
    const outcome = await acceptance.accept(token, identity, sourceIp);
    if (!outcome.accepted) throw new SsoRefused(outcome.refusal, outcome.detail, who);
    return { userId: outcome.userId, location: `/accounts/${outcome.account.id}` };
  }

  /**
   * The callback: `cookie` is the flow cookie the browser sent (if any), `search` the query the
   * provider sent the browser back with.
   */
  async function finish(
    service: SsoServiceConfig,
    cookie: string | undefined,
    search: string,
    sourceIp: string,
  ): Promise<SignedIn> {
    // No cookie: it expired in the browser (its max-age is the flow's), or another browser came.
    if (cookie === undefined) throw new SsoRefused('expired', 'no sign-in under way (no flow cookie)');
    const flow = openFlow(ctx.secrets, cookie);
    if (flow === null) throw new SsoRefused('invalid', 'the flow cookie was not sealed by this console');
    if (flow.service !== service.name) throw new SsoRefused('invalid', `the flow was for ${flow.service}`);
    if (flow.expiresAt <= ctx.clock.now().getTime()) throw new SsoRefused('expired', 'the flow expired');
    const claims = await claimsOf(service, flow, search);
    const { userId, location } =
      flow.invitation === null
        ? await signInKnown(service, claims, flow.redirect)
        : await accept(service, flow.invitation, claims, sourceIp);
    const voucher = { kind: 'service', service: service.name, serviceName: service.displayName } as const;
    const { token } = await startSsoSession(ctx, userId, sourceIp, voucher);
    return { token, location };
  }

  /** A later sign-in: the person the service's subject was recorded for when they accepted. */
  async function signInKnown(service: SsoServiceConfig, claims: ServiceClaims, redirect: string) {
    const person = await personOfIdentity(ctx.db, service.name, claims.subject);
    if (!person) {
      const who = claims.email ?? `${service.name}:${claims.subject}`;
      throw new SsoRefused('notInvited', `no user has the subject ${claims.subject} at ${service.name}`, who);
    }
    // A service stands in for a password, not for the console's second factor: a user who set
    // one up, and staff (who always have one), sign in with it, as the password form asks.
    if (person.mfaEnabled || person.isAdmin) {
      throw new SsoRefused('secondFactor', `${person.username} has a second factor`, person.username);
    }
    return { userId: person.id, location: redirect };
  }

  return { start, finish };
}
