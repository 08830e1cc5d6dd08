import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.ts';

describe('loggerOptions', () => {
  it('writes JSON lines at the level given, with the listed paths redacted', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({
        level: 'info',
        redact: ['credentials.apiKey', 'credentials["x-token"]'],
        stream: { write: (line) => void lines.push(line) },
      }),
    });
    app.get('/', async () => {
      app.log.info({ credentials: { apiKey: 'key-0001', 'x-token': 'token-0002', user: 'ada' } }, 'seen');
      app.log.debug('below the level');
      return {};
    });
    await app.inject({ method: 'GET', url: '/' });
    await app.close();

    const entries = lines.map((line) => JSON.parse(line) as { msg: string; credentials?: unknown });
    expect(entries.find((entry) => entry.msg === 'seen')?.credentials).toEqual({
      apiKey: '[redacted]',
      'x-token': '[redacted]',
      user: 'ada',
    });
    expect(entries.some((entry) => entry.msg === 'below the level')).toBe(false);
    expect(lines.join('')).not.toMatch(/key-0001|token-0002/);
  });
});
