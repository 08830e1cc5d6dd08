import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, LOG_LEVELS, readEnv } from './config.ts';

const schema = z.object({
  PORT: z.coerce.number('must be a number').int().min(0).max(65_535).default(8080),
  NAME: z.string().min(1).default('service'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    readEnv(schema, env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('the environment was accepted');
}

describe('readEnv', () => {
  it('reads the variables through the schema, its defaults filling the gaps', () => {
    expect(readEnv(schema, { PORT: '9000', OTHER: 'ignored' })).toEqual({
      PORT: 9000,
      NAME: 'service',
      LOG_LEVEL: 'info',
    });
  });

  it('takes an empty variable as unset', () => {
    expect(readEnv(schema, { PORT: '', NAME: '', LOG_LEVEL: undefined })).toEqual({
      PORT: 8080,
      NAME: 'service',
      LOG_LEVEL: 'info',
    });
  });

  it('names the variable of every problem', () => {
    expect(problemsOf({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toEqual([
      'PORT: must be a number',
      expect.stringMatching(/^LOG_LEVEL: .*"silent"/),
    ]);
  });

  it('says all of them in its message, one a line', () => {
    const error = new ConfigError(['PORT: must be a number', 'HOST: too short']);
    expect(error.message).toBe('Invalid configuration:\n  - PORT: must be a number\n  - HOST: too short');
    expect(error.name).toBe('ConfigError');
  });
});
