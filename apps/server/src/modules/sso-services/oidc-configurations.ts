import * as client from 'openid-client';
import type { SsoServiceConfig } from '../../platform/config.ts';

/** How long a request to a service may take (discovery, token, userinfo), in seconds. */
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * Plain http is allowed only to this machine (a provider run beside the console, the tests' own):
 * anywhere else the codes and tokens would cross the network in clear.
 */
function isLoopback(issuer: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

async function discover(service: SsoServiceConfig): Promise<client.Configuration> {
  const issuer = new URL(service.issuer);
  return client.discovery(
    issuer,
    service.clientId,
    undefined,
    // Basic: the one client authentication every OAuth 2.0 server must support (RFC 6749 §2.3.1).
    client.ClientSecretBasic(service.clientSecret),
    {
      timeout: REQUEST_TIMEOUT_SECONDS,
      ...(issuer.protocol === 'http:' && isLoopback(issuer) && { execute: [client.allowInsecureRequests] }),
    },
  );
}

/**
 * Each service's OpenID provider metadata and client, discovered at its first sign-in and kept
 * for the process. A failed discovery is not kept: the next sign-in tries again (the provider
 * may have been down, or the network), rather than the service staying broken until a restart.
 */
export function oidcConfigurations(): (service: SsoServiceConfig) => Promise<client.Configuration> {
  const discovered = new Map<string, Promise<client.Configuration>>();
  return (service) => {
    const known = discovered.get(service.name);
    if (known) return known;
    const discovery = discover(service);
    discovered.set(service.name, discovery);
    discovery.catch(() => {
      if (discovered.get(service.name) === discovery) discovered.delete(service.name);
    });
    return discovery;
  };
}
