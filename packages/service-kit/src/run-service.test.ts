import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred.ts';
import { ConfigError } from './config.ts';
import { loggerOptions } from './logging.ts';
import { runService, type Service, type ServiceProcess } from './run-service.ts';

/** A stand-in for `process`: signals are raised by the test, exit codes and stderr recorded. */
function fakeProcess() {
  const listeners = new Map<string, () => void>();
  const stderr: string[] = [];
  const exited = deferred<number>();
  const exit = vi.fn<(code: number) => void>((code) => exited.resolve(code));
  const proc: ServiceProcess = {
    once: (signal, listener) => listeners.set(signal, listener),
    exit,
    stderr: { write: (text) => stderr.push(text) },
  };
  return {
    proc,
    exit,
    exitCode: exited.promise,
    stderr: () => stderr.join(''),
    signals: () => [...listeners.keys()],
    raise: (signal: 'SIGTERM' | 'SIGINT') => listeners.get(signal)?.(),
  };
}

const address = { port: 0, host: '127.0.0.1' };
let logLines: string[] = [];
let started: FastifyInstance | null = null;

function app(): FastifyInstance {
  const server = Fastify({
    logger: loggerOptions({ level: 'info', redact: [], stream: { write: (l) => void logLines.push(l) } }),
  });
  server.get('/health', async () => ({ status: 'ok' }));
  started = server;
  return server;
}

const service = (overrides: Partial<Service<typeof address>> = {}): Service<typeof address> => ({
  name: 'test-service',
  loadConfig: () => address,
  build: async () => app(),
  shutdownGraceMs: 5_000,
  ...overrides,
});

const logged = () => logLines.map((line) => JSON.parse(line) as { msg: string; signal?: string });

afterEach(async () => {
  vi.useRealTimers();
  await started?.close();
  started = null;
  logLines = [];
});

describe('runService', () => {
  it('exits 1 with every bad variable named, before building anything', async () => {
    const fake = fakeProcess();
    const build = vi.fn<() => Promise<FastifyInstance>>(async () => app());
    const result = await runService(
      service({
        loadConfig: () => {
          throw new ConfigError(['PORT: must be a number', 'LOG_LEVEL: must be one of …']);
        },
        build,
      }),
      fake.proc,
    );
    expect(result).toBeNull();
    expect(fake.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(fake.stderr()).toBe('Invalid configuration:\n  - PORT: must be a number\n  - LOG_LEVEL: must be one of …\n');
    expect(build).not.toHaveBeenCalled();
  });

  it('lets a configuration bug that is no ConfigError surface as itself', async () => {
    const fake = fakeProcess();
    const bug = new TypeError('a bug');
    await expect(
      runService(
        service({
          loadConfig: () => {
            throw bug;
          },
        }),
        fake.proc,
      ),
    ).rejects.toBe(bug);
    expect(fake.exit).not.toHaveBeenCalled();
  });

  it('exits 1 naming the service and the cause when the build fails', async () => {
    const fake = fakeProcess();
    await runService(service({ build: async () => Promise.reject(new Error('database unreachable')) }), fake.proc);
    expect(fake.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(fake.stderr()).toMatch(/^test-service could not start: Error: database unreachable\n {4}at /);
  });

  it('exits 1 with the message alone when the build finds the configuration wrong', async () => {
    const fake = fakeProcess();
    await runService(
      service({ build: async () => Promise.reject(new ConfigError(['DATABASE_URL: authentication failed'])) }),
      fake.proc,
    );
    expect(fake.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(fake.stderr()).toBe('Invalid configuration:\n  - DATABASE_URL: authentication failed\n');
  });

  it("leaves a failed query's values out of the start-up failure", async () => {
    const fake = fakeProcess();
    const failed = Object.assign(new Error('Failed query: insert into "users" values ($1)\nparams: hash-s3cr3t'), {
      params: ['hash-s3cr3t'],
      cause: Object.assign(new Error('duplicate key'), { code: '23505', detail: 'Key (x)=(hash-s3cr3t) exists.' }),
    });
    await runService(service({ build: async () => Promise.reject(failed) }), fake.proc);
    expect(fake.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(fake.stderr()).toMatch(
      /^test-service could not start: Error: Failed query: insert into "users" values \(\$1\)\n {4}at /,
    );
    expect(fake.stderr()).toContain('Caused by:\nError: duplicate key');
    expect(fake.stderr()).not.toContain('s3cr3t');
  });

  it('listens, and on SIGTERM closes the app (its onClose hooks too) before exiting 0', async () => {
    const fake = fakeProcess();
    const order: string[] = [];
    const onListening = vi.fn<(server: FastifyInstance, config: typeof address) => void>();
    const server = await runService(
      service({
        build: async () => {
          const built = app();
          built.addHook('onClose', async () => void order.push('app closed'));
          return built;
        },
        onListening,
      }),
      fake.proc,
    );
    expect(server).toBe(started);
    expect(fake.signals().toSorted()).toEqual(['SIGINT', 'SIGTERM']);
    expect(onListening).toHaveBeenCalledExactlyOnceWith(server, address);
    expect((await fetch(`${server?.listeningOrigin}/health`)).status).toBe(200);

    fake.exit.mockImplementation((code) => void order.push(`exit ${code}`));
    fake.raise('SIGTERM');
    await vi.waitFor(() => expect(order).toContain('exit 0'));
    expect(order).toEqual(['app closed', 'exit 0']);
    expect(logged()).toContainEqual(
      expect.objectContaining({ msg: 'shutting down: finishing in-flight requests', signal: 'SIGTERM' }),
    );
  });

  it('shuts down on SIGINT the same way', async () => {
    const fake = fakeProcess();
    await runService(service(), fake.proc);
    fake.raise('SIGINT');
    expect(await fake.exitCode).toBe(0);
    expect(logged()).toContainEqual(expect.objectContaining({ signal: 'SIGINT' }));
  });

  it('exits 1 when closing fails', async () => {
    const fake = fakeProcess();
    await runService(
      service({
        build: async () => {
          const built = app();
          built.addHook('onClose', async () => Promise.reject(new Error('jobs would not stop')));
          return built;
        },
      }),
      fake.proc,
    );
    fake.raise('SIGTERM');
    expect(await fake.exitCode).toBe(1);
    expect(logged()).toContainEqual(expect.objectContaining({ msg: 'shutdown failed' }));
  });

  it('gives up with exit 1 when closing outlasts the grace period', async () => {
    const fake = fakeProcess();
    const release = deferred();
    await runService(
      service({
        build: async () => {
          const built = app();
          built.addHook('onClose', () => release.promise);
          return built;
        },
      }),
      fake.proc,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.raise('SIGTERM');
    vi.advanceTimersByTime(4_999);
    expect(fake.exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(logged()).toContainEqual(expect.objectContaining({ msg: 'shutdown took too long; exiting' }));
    vi.useRealTimers();
    release.resolve(undefined);
    await vi.waitFor(() => expect(fake.exit).toHaveBeenCalledTimes(2));
  });
});
