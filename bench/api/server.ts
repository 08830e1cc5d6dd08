import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@datadeck/service-kit/testing';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig, type Env } from '../../apps/server/src/platform/config.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** 'baseline': the framework-free floor of baseline.ts, not the console. */
export type ServerMode = 'child-process' | 'in-process' | 'baseline';

export interface RunningServer {
  mode: ServerMode;
  url: string;
  /** The process that serves the requests (the bench process itself when in-process). */
  pid: number;
  /** A child process that has exited: why, with the end of its output; null while it runs. */
  exitReason?: () => string | null;
  stop(): Promise<void>;
}

/** The server as tests run it: no demo data, no jobs, no web app; quiet logs. */
const serverEnv = (databaseUrl: string, port: number, logLevel: 'warn' | 'silent'): Env => ({
  DATABASE_URL: databaseUrl,
  // A fixed key: the bench's database is thrown away, and PostgreSQL needs one given.
  SECRETS_KEY: Buffer.alloc(32, 'b').toString('base64'),
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: logLevel,
  SEED_DEMO: 'false',
  JOBS: 'false',
  WEB_DIST_DIR: path.join(repoRoot, 'bench/results/no-web-app.tmp'),
});

async function waitUntilHealthy(url: string, exited: Promise<string>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const state: { exit: string | null } = { exit: null };
  void exited.then((reason) => {
    state.exit = reason;
  });
  while (Date.now() < deadline) {
    if (state.exit !== null) throw new Error(`the server exited before it was ready: ${state.exit}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

/**
 * The server in its own Node process, as production runs it (`node --import tsx
 * apps/server/src/main.ts`), so the load generator does not share its event loop.
 */
export interface ChildServerOptions {
  cpuProfileDir?: string;
  /** Variables over the bench defaults (serverEnv), e.g. JOBS=true or LOG_LEVEL=info. */
  env?: Env | Record<string, string>;
  /** Every chunk the server writes to stdout or stderr (its JSON log lines). */
  onOutput?: (text: string) => void;
  /** Another server script to run, relative to the repository (default: the console's main.ts). */
  entry?: string;
  mode?: ServerMode;
}

export async function startChildServer(databaseUrl: string, options: ChildServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const profiling =
    options.cpuProfileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', options.entry ?? 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...serverEnv(databaseUrl, port, 'warn'), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    options.onOutput?.(text);
    output = (output + text).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitReason: string | null = null;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      exitReason = `exit code ${code ?? '-'}, signal ${signal ?? '-'}\n${output}`;
      resolve(exitReason);
    });
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, exited);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  if (child.pid === undefined) throw new Error('the server process has no pid');
  return {
    mode: options.mode ?? 'child-process',
    url,
    pid: child.pid,
    exitReason: () => exitReason,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The server in the bench process (as the integration tests run it), sharing the load generator's event loop. */
export async function startInProcessServer(databaseUrl: string): Promise<RunningServer> {
  const { server } = await buildApp(loadConfig(serverEnv(databaseUrl, 0, 'silent')));
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { mode: 'in-process', url, pid: process.pid, stop: () => server.close() };
}
