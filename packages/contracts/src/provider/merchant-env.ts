import { z } from 'zod';
import {
  CLIENT_KEY_PATTERN,
  clientKeyPrefixFor,
  PROVIDER_ENVIRONMENTS,
  SANDBOX_API_KEY,
  SANDBOX_CLIENT_KEY,
  SANDBOX_MERCHANT_ACCOUNT,
} from './constants.ts';

/**
 * The merchant's variables, read alike by the provider sandbox (whose merchant they describe) and
 * the console's server (which calls the provider as that merchant): one set of rules and defaults,
 * so the two can never disagree about what a valid key is.
 */
export const merchantEnvShape = {
  PAY_CLIENT_KEY: z
    .string()
    .regex(CLIENT_KEY_PATTERN, 'must be test_ or live_ followed by 16 to 64 letters or digits')
    .default(SANDBOX_CLIENT_KEY),
  PAY_API_KEY: z.string().min(16, 'must be at least 16 characters').max(256).default(SANDBOX_API_KEY),
  PAY_MERCHANT_ACCOUNT: z.string().min(1).max(128).default(SANDBOX_MERCHANT_ACCOUNT),
  PAY_ENVIRONMENT: z.enum(PROVIDER_ENVIRONMENTS, `must be one of ${PROVIDER_ENVIRONMENTS.join(', ')}`).default('test'),
};

/** The client key's prefix must match the environment (SPEC §5); the problem in words, or null. */
export function clientKeyProblem(env: {
  PAY_CLIENT_KEY: string;
  PAY_ENVIRONMENT: (typeof PROVIDER_ENVIRONMENTS)[number];
}) {
  const prefix = clientKeyPrefixFor(env.PAY_ENVIRONMENT);
  return env.PAY_CLIENT_KEY.startsWith(prefix)
    ? null
    : `PAY_CLIENT_KEY: must start with ${prefix} for PAY_ENVIRONMENT=${env.PAY_ENVIRONMENT}`;
}
