import type { z } from 'zod';

/** pino's levels, `silent` included: every service's LOG_LEVEL takes one of these. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A configuration the service cannot run with; `problems` name the variable each is about. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads environment variables through a zod schema of them (each service declares its own, with
 * its defaults) and throws ConfigError listing every problem as `NAME: message`, so the operator
 * fixes all of them in one go.
 */
export function readEnv<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.output<S> {
  // An empty variable means "use the default", as most shells and .env files intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`));
  }
  return parsed.data;
}
