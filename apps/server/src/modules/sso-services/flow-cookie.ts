import { SSO_SERVICE_PATHS } from '@datadeck/contracts';
import { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';

/**
 * What a standard service's sign-in must remember from its start to its callback: the checks
 * the provider's answer is held to (state, nonce, PKCE verifier), where to land, the invitation
 * to accept, and when it expires. Kept by the browser, sealed with SECRETS_KEY (AES-GCM: it can
 * be neither read nor altered), so no table holds half-finished sign-ins and any instance can
 * take the callback.
 */
export const SSO_FLOW_COOKIE = 'datadeck_sso_flow';

const flowSchema = z.object({
  service: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirect: z.string(),
  invitation: z.string().nullable(),
  /** Milliseconds since the epoch, by the server's clock. */
  expiresAt: z.number(),
});
export type SsoFlow = z.infer<typeof flowSchema>;

/**
 * HttpOnly (no script reads it), SameSite=Lax (the provider's redirect back is a top-level GET,
 * which Lax lets through), and sent only to the service's callback.
 */
export const flowCookieOptions = (config: Pick<Config, 'secureCookies'>, service: string) =>
  ({
    path: SSO_SERVICE_PATHS.callback(service),
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  }) as const;

export const sealFlow = (secrets: SecretBox, flow: SsoFlow): string => secrets.seal(JSON.stringify(flow));

/** The flow a cookie holds; null when it holds none this server sealed (absent, altered, other key). */
export function openFlow(secrets: SecretBox, sealed: string): SsoFlow | null {
  try {
    const parsed = flowSchema.safeParse(JSON.parse(secrets.open(sealed)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
