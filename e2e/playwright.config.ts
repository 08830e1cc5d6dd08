import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  BILLING_CONSOLE_DATA_DIR_VAR,
  BILLING_CONSOLE_PORT_VAR,
  billingConsoleUrl,
} from './support/billing-console.ts';
import { freePort } from './support/free-port.ts';
import { OUTPUT_DIR } from './support/paths.ts';

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

// The billing journeys' console of its own (support/billing-console.ts): a port and a database.
process.env[BILLING_CONSOLE_PORT_VAR] ??= String(await freePort());
const billingConsolePort = process.env[BILLING_CONSOLE_PORT_VAR];
if (process.env[BILLING_CONSOLE_DATA_DIR_VAR] === undefined) {
  const billingDataDir = mkdtempSync(path.join(tmpdir(), 'datadeck-e2e-billing-'));
  process.env[BILLING_CONSOLE_DATA_DIR_VAR] = billingDataDir;
  process.once('exit', () => rmSync(billingDataDir, { recursive: true, force: true }));
}
const billingDataDir = process.env[BILLING_CONSOLE_DATA_DIR_VAR];

const CHROMIUM = { browserName: 'chromium', headless: true } as const;

const baseURL = `http://127.0.0.1:${port}`;
const onCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: OUTPUT_DIR,
  // 2 cores: the browser and the server share them.
  workers: 2,
  fullyParallel: true,
  forbidOnly: onCI,
  // A test that passes only on a second attempt is a flaky test: it fails, on CI too.
  retries: 0,
  reporter: [['list'], ['./support/skip-reasons-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // No trace by default: recording every test's screencast and DOM snapshots cost 11-30% of the
    // suite's wall time on two cores (people, settings and navigation specs, with and without),
    // and CI keeps only the log. To read a failure: `npx playwright test <spec> --trace on`.
    trace: 'off',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    // Each demo role signs in once, through the API; the journeys start from the saved sessions.
    { name: 'sessions', testDir: './setup', testMatch: /\.setup\.ts$/, use: CHROMIUM },
    { name: 'chromium', dependencies: ['sessions'], use: CHROMIUM },
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
        // The billing console's pages embed the sandbox's card widget too.
        PAY_ALLOWED_ORIGINS: billingConsoleUrl(),
        // Invitations and two-factor delete links arrive in the mail catcher over plain SMTP.
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}?requireTLS=false`,
        // Account webhooks may call the catcher on the loopback (refused by default: SSRF).
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      },
    },
    {
      // The billing journeys save cards, which changes an account for everyone reading it (its
      // free-trial notice goes): they have a console of their own, seeded with a Demo Account of
      // their own, on the same payment sandbox. Started after the main console (which builds the
      // web app when it is out of date) and not waited for (no url): its cold start runs beside
      // the first journeys, and billing.spec.ts waits for it itself.
      name: 'billing console',
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: '..',
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: billingConsolePort,
        HOST: '127.0.0.1',
        PUBLIC_URL: billingConsoleUrl(),
        DATA_DIR: billingDataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        PAY_PORT: String(payPort),
        PAY_PUBLIC_URL: `http://localhost:${payPort}`,
      },
    },
  ],
});
