import { PROVIDER_ENVIRONMENTS, type ProviderEnvironment } from '@datadeck/contracts/provider';

/**
 * Provider base URL per environment. `test` is the local sandbox (pay-sandbox, PAY_PORT 8081);
 * the live ones are placeholders until a real provider is contracted. `providerUrl` overrides.
 */
export const ENVIRONMENT_URLS: Record<ProviderEnvironment, string> = {
  test: 'http://localhost:8081',
  live: 'https://live.pay.datadeck.example',
  'live-us': 'https://live-us.pay.datadeck.example',
  'live-au': 'https://live-au.pay.datadeck.example',
  'live-apse': 'https://live-apse.pay.datadeck.example',
  'live-in': 'https://live-in.pay.datadeck.example',
};

const isEnvironment = (value: string): value is ProviderEnvironment =>
  (PROVIDER_ENVIRONMENTS as readonly string[]).includes(value);

/** SPEC §8: an unknown environment warns and falls back to `test`. */
export function resolveEnvironment(environment: string): ProviderEnvironment {
  if (isEnvironment(environment)) return environment;
  // oxlint-disable-next-line no-console -- SPEC §8: an unknown environment warns and defaults to test
  console.warn(`Unknown environment "${environment}", using "test"`);
  return 'test';
}

/** Base URL without a trailing slash, so paths can be appended. */
export const resolveProviderUrl = (environment: ProviderEnvironment, providerUrl?: string): string =>
  (providerUrl ?? ENVIRONMENT_URLS[environment]).replace(/\/+$/, '');
