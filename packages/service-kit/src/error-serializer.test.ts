import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeError, serializeError } from './error-serializer.ts';
import { loggerOptions } from './logging.ts';

const SECRET = 'generated-password-s3cr3t';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** PostgreSQL's error as node-postgres raises it: the row's values in `detail`. */
function pgError(): Error {
  return Object.assign(new Error('new row for relation "clusters" violates check constraint "tidy"'), {
    code: '23514',
    severity: 'ERROR',
    table: 'clusters',
    constraint: 'tidy',
    detail: `Failing row contains (1, ${SECRET}, ${HASH}).`,
    where: `SQL statement with ${SECRET}`,
  });
}

/** The shape of drizzle's DrizzleQueryError: parameters in the message, in `params`, and the cause. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
    this.cause = cause;
  }
}

const queryError = () =>
  new DrizzleQueryError(
    'insert into "clusters" ("name", "default_password") values ($1, $2)',
    ['a\nb', SECRET],
    pgError(),
  );

describe('serializeError', () => {
  it('keeps what explains the failure and none of the values', () => {
    const serialized = serializeError(queryError());
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "clusters" ("name", "default_password") values ($1, $2)',
      cause: {
        type: 'Error',
        message: 'new row for relation "clusters" violates check constraint "tidy"',
        code: '23514',
        severity: 'ERROR',
        table: 'clusters',
        constraint: 'tidy',
      },
    });
    expect(serialized.stack).toMatch(/^Error: Failed query: insert into "clusters".*\$2\)\n {4}at /);
    const text = JSON.stringify(serialized);
    for (const leaked of [SECRET, HASH, 'Failing row', 'params']) expect(text).not.toContain(leaked);
  });

  it('follows aggregated errors (a connection tried on several addresses) and anything thrown', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 1,
    });
    expect(serializeError(new AggregateError([refused], 'all failed')).errors).toEqual([
      expect.objectContaining({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 1 }),
    ]);
    expect(serializeError(`thrown\nparams: ${SECRET}`)).toEqual({ type: 'string', message: 'thrown', stack: 'thrown' });
  });

  it('describes an error for stderr with its causes, and no values', () => {
    const text = describeError(queryError());
    expect(text).toMatch(/^Error: Failed query: insert into "clusters"/);
    expect(text).toContain('Caused by:\nError: new row for relation "clusters" violates check constraint "tidy"');
    expect(text).not.toContain(SECRET);
  });
});

describe('a logged error', () => {
  it('reaches the log line through the allow-list', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ level: 'info', redact: [], stream: { write: (line) => void lines.push(line) } }),
    });
    app.log.error({ err: queryError() }, 'request failed');
    app.log.child({ job: 'x' }).error({ err: queryError() }, 'job failed');
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; err?: { cause?: { constraint?: string } } });
    expect(entries.filter((entry) => entry.err?.cause?.constraint === 'tidy')).toHaveLength(2);
    expect(lines.join('')).not.toContain(SECRET);
  });
});
