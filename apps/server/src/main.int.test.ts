import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningAt, runProcess } from '@datadeck/service-kit/testing';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../test/database-template.ts';
import { TEST_SECRETS_KEY } from '../test/test-app.ts';
import { onPostgresOnly } from '../test/postgres-only.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/**
 * Runs `main.ts` as `npm start` does, on the embedded database and without demo data. A key is
 * given so a PostgreSQL DATABASE_URL is judged on its own (without one the key is refused first).
 */
const runMain = (env: Record<string, string>, onLine?: Parameters<typeof runProcess>[2]) =>
  runProcess(main, { DATABASE_URL: '', SEED_DEMO: 'false', SECRETS_KEY: TEST_SECRETS_KEY, ...env }, onLine);

describe('the server process', () => {
  it('refuses a bad configuration with a clear message and exit code 1', async () => {
    const { code, output } = await runMain({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT: must be a number');
    expect(output).toContain('LOG_LEVEL:');
  });

  it('names TRUSTED_PROXIES when an entry is no address or range, and exits 1', async () => {
    const { code, output } = await runMain({ TRUSTED_PROXIES: '10.0.0.1, proxy.internal, 10.0.0.0/33' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('TRUSTED_PROXIES: "proxy.internal" is not an IP address or a CIDR range');
    expect(output).toContain('TRUSTED_PROXIES: "10.0.0.0/33" is not an IP address or a CIDR range');
    expect(output).not.toContain('TypeError');
  });

  it('names DATABASE_URL and says the host is unreachable when nothing listens there, and exits 1', async () => {
    const { code, output } = await runMain({ DATABASE_URL: 'postgres://postgres:pw-s3cr3t@127.0.0.1:1/postgres' });
    expect(code).toBe(1);
    expect(output).toContain(
      'Invalid configuration:\n  - DATABASE_URL: host unreachable: nothing accepts connections at 127.0.0.1:1',
    );
    expect(output).not.toContain('pw-s3cr3t');
    expect(output).not.toContain('Failed query');
  });

  const template = inject('templateDatabase');
  it('names DATABASE_URL and says whether the user or the database is wrong, and exits 1', {
    ...onPostgresOnly("needs a PostgreSQL server that answers: the run's own"),
    timeout: 60_000,
  }, async () => {
    const serverUrl = template.kind === 'postgres' ? template.serverUrl : '';
    const withUser = new URL(serverUrl);
    withUser.username = 'no_such_user';
    const cases = [
      [withUser.href, 'DATABASE_URL: authentication failed for user no_such_user'],
      [databaseUrl(serverUrl, 'no_such_database'), 'DATABASE_URL: database missing: no_such_database does not exist'],
    ] as const;
    const outcomes = await Promise.all(cases.map(([url]) => runMain({ DATABASE_URL: url })));
    outcomes.forEach(({ code, output }, index) => {
      expect(code).toBe(1);
      expect(output).toContain(cases[index]?.[1]);
    });
  });

  it('starts on its embedded database and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-main-'));
    try {
      let answered = false;
      const { code, output } = await runMain(
        { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        (line, child) => {
          const base = listeningAt(line);
          if (base === null) return;
          void fetch(`${base}/readyz`).then(async (response) => {
            answered = response.status === 200;
            child.kill('SIGTERM');
          });
        },
      );
      expect(answered).toBe(true);
      expect(code).toBe(0);
      expect(output).toContain('shutting down');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
