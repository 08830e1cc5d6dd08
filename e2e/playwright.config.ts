import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from './support/free-port.ts';

/**
 * The end-to-end suite runs the console as a user gets it: `npm start` (built web app + API on
 * one port, the payment provider sandbox on another) on a fresh embedded database seeded with
 * the demo data, driven by Debian's Chromium.
 *
 * Playwright loads this file in the runner and again in every worker. The runner picks the port
 * and the data directory and hands them to the workers through the environment, so all of them
 * talk to the one server the runner started.
 */
const PORT_VAR = 'DATADECK_E2E_PORT';
const DATA_DIR_VAR = 'DATADECK_E2E_DATA_DIR';

const PAY_PORT_VAR = 'DATADECK_E2E_PAY_PORT';
const MAIL_SMTP_PORT_VAR = 'DATADECK_E2E_MAIL_SMTP_PORT';
const MAIL_HTTP_PORT_VAR = 'DATADECK_E2E_MAIL_HTTP_PORT';

process.env[PORT_VAR] ??= String(await freePort());
const port = Number(process.env[PORT_VAR]);
process.env[PAY_PORT_VAR] ??= String(await freePort());
const payPort = Number(process.env[PAY_PORT_VAR]);
process.env[MAIL_SMTP_PORT_VAR] ??= String(await freePort());
process.env[MAIL_HTTP_PORT_VAR] ??= String(await freePort());
const mailSmtpPort = process.env[MAIL_SMTP_PORT_VAR];
const mailHttpPort = process.env[MAIL_HTTP_PORT_VAR];

if (process.env[DATA_DIR_VAR] === undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'datadeck-e2e-'));
  process.env[DATA_DIR_VAR] = dataDir;
  // Not a globalTeardown: Playwright runs global teardowns before it stops the webServer, so the
  // database would be removed under a live server. The runner exits after the server is gone.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env[DATA_DIR_VAR];

const CHROMIUM = { browserName: 'chromium', headless: true } as const;
const BILLING_SPEC = /billing\.spec\.ts$/;

const baseURL = `http://127.0.0.1:${port}`;
const onCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // 2 cores: the browser and the server share them.
  workers: 2,
  fullyParallel: true,
  forbidOnly: onCI,
  retries: onCI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every test (screenshots and DOM snapshots at each step) costs CPU the
    // 2 cores need for the browsers and the server; CI retries a failure once, with a trace.
    trace: onCI ? 'on-first-retry' : 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: BILLING_SPEC, use: CHROMIUM },
    // Saving a card gives the shared Demo Account billing details, which other specs see (the
    // landing page's free-trial notice goes): the billing journeys run after every other spec.
    // Alone: `npm run test:billing` (--no-deps; a file filter would still run the whole suite first).
    { name: 'billing', testMatch: BILLING_SPEC, dependencies: ['chromium'], use: CHROMIUM },
  ],
  webServer: [
    {
      // A real SMTP server and webhook receiver the console delivers to; the tests read what
      // arrived (support/mail.ts, support/webhooks.ts).
      command: 'node --import tsx e2e/support/catcher.ts',
      cwd: '..',
      url: `http://127.0.0.1:${mailHttpPort}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAIL_CATCHER_SMTP_PORT: mailSmtpPort, MAIL_CATCHER_HTTP_PORT: mailHttpPort },
    },
    {
      command: 'npm start',
      cwd: '..',
      url: `${baseURL}/healthz`,
      // The first run may build the web app; a cold database start and the demo seed take ~15 s.
      timeout: 180_000,
      reuseExistingServer: false,
      // The server logs warnings and errors only (LOG_LEVEL below): shown, so a failed background
      // job (a cluster that stops advancing) leaves its reason in the test output.
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Clusters created by the journeys reach RUNNING within a test's time.
        SIMULATED_PROVISIONING_SECONDS: '6',
        // The payment provider sandbox answers as localhost; merchant pages are opened on
        // 127.0.0.1, so the card iframes are another origin, as in production.
        PAY_PORT: String(payPort),
        PAY_HOST: '127.0.0.1',
        PAY_PUBLIC_URL: `http://localhost:${payPort}`,
        // Invitations and two-factor delete links arrive in the mail catcher over plain SMTP.
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}?requireTLS=false`,
        // Account webhooks may call the catcher on the loopback (refused by default: SSRF).
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      },
    },
  ],
});
