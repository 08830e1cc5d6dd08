import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A standard SSO service of SSO_OIDC_PROVIDERS. */
export interface SsoServiceConfig {
  name: string;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SsoConsole {
  url: string;
  stop(): Promise<void>;
}

/**
 * A console of its own for the standard SSO journeys: the suite's server is started before any
 * test by the runner, without SSO_OIDC_PROVIDERS, and the provider only exists once a spec has
 * started it. The same server (`apps/server/src/main.ts`, the built web app), on a fresh embedded
 * database with the demo data, delivering its e-mail to the suite's mail catcher.
 */
export async function startSsoConsole(port: number, services: SsoServiceConfig[]): Promise<SsoConsole> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-e2e-sso-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PAY_PROVIDER: 'none',
      SMTP_URL: `smtp://127.0.0.1:${process.env.DATADECK_E2E_MAIL_SMTP_PORT}?requireTLS=false`,
      SSO_OIDC_PROVIDERS: JSON.stringify(services),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // A cold embedded database with the demo seed takes ~15 s on 2 busy cores.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the SSO console exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the SSO console did not answer at ${url} within 2 minutes`);
}
