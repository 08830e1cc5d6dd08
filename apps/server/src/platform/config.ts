import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIMITS } from '@datadeck/contracts';
import { DEFAULT_CONSOLE_PORT, DEFAULT_PAY_PORT, type ProviderEnvironment } from '@datadeck/contracts/provider';
import { clientKeyProblem, merchantEnvShape } from '@datadeck/contracts/provider-env';
import { ConfigError, LOG_LEVELS, readEnv, type LogLevel } from '@datadeck/service-kit';
import { parseSecretsKey } from './crypto/secret-box.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'], 'must be true or false')
  .transform((v) => v === 'true' || v === '1');

const KEY_FORMAT = 'must be 32 bytes in base64 or hex (openssl rand -base64 32)';
const secretsKey = z.string().transform((text, context) => {
  const key = parseSecretsKey(text);
  if (key === null) context.addIssue({ code: 'custom', message: KEY_FORMAT });
  return key ?? Buffer.alloc(0);
});

/**
 * Every environment variable the server reads, with its default. The README's configuration
 * table lists the same names; a bad value stops the server with a clear message (exit code 1).
 */
const envSchema = z.object({
  PORT: z.coerce.number('must be a number').int().min(0).max(65_535).default(DEFAULT_CONSOLE_PORT),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Relative paths are taken from the working directory; the default is the repository's .data. */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url('must be a URL such as https://console.example.com').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SEED_DEMO: booleanFromEnv.default(true),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  FREE_TRIAL_DAYS: z.coerce.number('must be a number').int().min(1).max(365).default(LIMITS.freeTrialDays),
  JOBS: booleanFromEnv.default(true),
  FEATURE_DATABASE_MAINTENANCE: booleanFromEnv.default(false),
  /** Comma-separated addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    )
    // Checked here: Fastify's proxy parser would stop the start with a bare TypeError.
    .superRefine((entries, ctx) => {
      for (const entry of entries.filter((e) => !isAddressOrRange(e))) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`,
        });
      }
    }),
  /**
   * The payment provider's address, whose origin alone may be framed by console pages (the card
   * widget's secured fields). The same variables as the sandbox's, so `npm start` agrees with it.
   */
  PAY_PORT: z.coerce.number('must be a number').int().min(0).max(65_535).default(DEFAULT_PAY_PORT),
  PAY_PUBLIC_URL: z.url('must be a URL such as https://pay.example.com').optional(),
  /**
   * The card provider's Checkout API, called server to server (card verification, 3-D Secure
   * results). The credentials are the sandbox's variables and defaults, so the two agree
   * unconfigured; `PAY_PROVIDER=none` runs without a provider (the Billing tab takes the card in
   * its own fields, SPEC §3 paymentDetails, and keeps only its last four digits and expiry).
   */
  PAY_PROVIDER: z.enum(['checkout', 'none'], 'must be checkout or none').default('checkout'),
  PAY_API_URL: z.url('must be a URL such as http://127.0.0.1:8081').optional(),
  ...merchantEnvShape,
  API_REQUESTS_PER_MINUTE: z.coerce
    .number('must be a number')
    .int()
    .min(1)
    .max(1_000_000)
    .default(LIMITS.apiRequestsPerMinute),
  /** The key sealing stored secrets; with PGlite and none given, one is generated into DATA_DIR. */
  SECRETS_KEY: secretsKey.optional(),
  /** Comma-separated keys of before a rotation: they still open values, the start re-seals them. */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .default('')
    .transform((v, context) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== '')
        .map((k, i) => {
          const key = parseSecretsKey(k);
          if (key === null) context.addIssue({ code: 'custom', message: `key ${i + 1} ${KEY_FORMAT}` });
          return key ?? Buffer.alloc(0);
        }),
    ),
  /**
   * Where e-mail goes: `smtp://user:pass@host:587` (STARTTLS, required: see platform/mail/transport.ts)
   * or `smtps://user:pass@host:465` (TLS). `?requireTLS=false` allows a plain server (a local
   * relay, a test server). Unset, the embedded default writes each message to the log instead.
   */
  SMTP_URL: z
    .url('must be a URL such as smtp://user:pass@mail.example.com:587')
    .refine((url) => /^smtps?:\/\//.test(url), 'must start with smtp:// (STARTTLS) or smtps:// (TLS)')
    .optional(),
  /**
   * The From of every message the console sends: an address, with a name before it in angle
   * brackets or not. Checked here, since a From the mail server refuses fails every message.
   */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address, as Name <no-reply@example.com> or no-reply@example.com',
    )
    .default('Datadeck <no-reply@datadeck.localhost>'),
  /**
   * Webhooks may reach loopback, private, link-local and metadata addresses (a receiver on the
   * same network, the tests' local receiver). Off by default: a console that POSTs wherever a
   * customer says must not be a way into the network it runs in (SSRF).
   */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: booleanFromEnv.default(false),
  /**
   * The standard SSO services (OpenID Connect providers) people may sign in with and invitations
   * may allow: a JSON array of {name, displayName, issuer, clientId, clientSecret}; none by
   * default. Each issuer must serve OpenID discovery (/.well-known/openid-configuration); the
   * redirect URI to register with it is PUBLIC_URL + /v1/auth/sso-services/{name}/callback.
   */
  SSO_OIDC_PROVIDERS: z
    .string()
    .default('[]')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON array' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.object({
            name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'name: a-z 0-9 _ - (at most 64)'),
            displayName: z.string().trim().min(1).max(100),
            issuer: z.url({ protocol: /^https?$/ }),
            clientId: z.string().min(1),
            clientSecret: z.string().min(1),
          }),
        )
        .refine((list) => new Set(list.map((p) => p.name)).size === list.length, 'names must be unique'),
    ),
  SIMULATED_PROVISIONING_SECONDS: z.coerce
    .number('must be a number')
    .min(0.5, 'must be at least 0.5')
    .max(86_400)
    .default(LIMITS.simulatedProvisioningSeconds),
  /** What runs clusters: `simulated` (the embedded default) or `local` (real engines on this host). */
  CLUSTER_DRIVER: z.enum(['simulated', 'local'], 'must be simulated or local').default('simulated'),
  /** Where the local driver finds engine distributions (npm run engines:fetch); default DATA_DIR/engines/dist. */
  ENGINES_DIR: z.string().min(1).optional(),
  /** The ports the local driver gives engine nodes: `first-last`. */
  ENGINE_PORTS: z
    .string()
    .default('20000-29999')
    .transform((value, context) => {
      const match = /^(\d{1,5})-(\d{1,5})$/.exec(value.trim());
      const first = Number(match?.[1]);
      const last = Number(match?.[2]);
      if (!match || first < 1024 || last > 65_535 || last - first < 99) {
        context.addIssue({ code: 'custom', message: 'must be first-last, within 1024-65535, at least 100 ports' });
        return z.NEVER;
      }
      return { first, last };
    }),
  /** The address the local driver's engines listen on for clients, and that clients are given. */
  ENGINE_HOST: z.string().min(1).default('127.0.0.1'),
  /** An official Kafka distribution (its folder) the local driver runs instead of a fetched one. */
  KAFKA_HOME: z.string().min(1).optional(),
  /**
   * How long an e-mail or webhook delivery run's claim on its batch holds unless renewed (it is
   * renewed every third of this while the run sends): a process that dies hands its batch over
   * this long after. Short in tests of a kill; longer than a database pause at worst.
   */
  OUTBOX_LEASE_SECONDS: z.coerce
    .number('must be a number')
    .min(1, 'must be at least 1')
    .max(3_600)
    .default(LIMITS.outboxLeaseSeconds),
});

/** An IPv4 or IPv6 address, or one with a prefix length in range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** The variables, as the environment gives them (strings). */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the PGlite data directory (used when no databaseUrl is given). */
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Session cookies carry Secure when the console is served over https. */
  secureCookies: boolean;
  logLevel: LogLevel;
  seedDemo: boolean;
  webDistDir: string;
  freeTrialDays: number;
  /** Run background jobs (pg-boss workers and schedules) in this process. */
  jobs: boolean;
  /** How long the simulated driver takes from GENESIS to RUNNING. */
  simulatedProvisioningSeconds: number;
  /** What runs clusters, and where the local driver keeps engines and their nodes (issue 34). */
  clusterDriver: 'simulated' | 'local';
  enginesDir: string;
  enginePorts: { first: number; last: number };
  engineHost: string;
  kafkaHome: string | null;
  /**
   * Scheduled database maintenance at start-up: when true, the feature switch is turned on as the
   * server starts (staff turn it off in the console); when false the stored switch is kept.
   */
  databaseMaintenance: boolean;
  /** Proxies whose X-Forwarded-For gives the client address (API key allow-lists, audit log). */
  trustedProxies: string[];
  /** Basic-authenticated API calls allowed per user per minute (then 429). */
  apiRequestsPerMinute: number;
  /**
   * SECRETS_KEY: seals stored secrets. Null only with the embedded PGlite, whose key is then
   * generated into (and read from) dataDir at start.
   */
  secretsKey: Buffer | null;
  /** SECRETS_KEY_PREVIOUS: keys of before a rotation, for reading only. */
  previousSecretsKeys: Buffer[];
  /** Origin of the payment provider, the one origin console pages may frame (its card fields). */
  paymentProviderOrigin: string;
  /** The card provider's server-to-server API; null when card payments are off (PAY_PROVIDER=none). */
  cardProvider: CardProviderConfig | null;
  /** SMTP_URL: the mail server; null sends e-mail to the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The standard SSO services (SSO_OIDC_PROVIDERS), with their OpenID provider and client. */
  ssoServices: SsoServiceConfig[];
  /** The same services by name and display name: what the sign-in page and invitations offer. */
  standardSsoServices: { name: string; displayName: string }[];
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: webhooks may reach private and loopback addresses. */
  webhookAllowPrivateNetworks: boolean;
  /** OUTBOX_LEASE_SECONDS: how long an outbox claim holds unless renewed (platform/jobs/leases.ts). */
  outboxLeaseSeconds: number;
}

/** One standard SSO service of SSO_OIDC_PROVIDERS. */
export interface SsoServiceConfig {
  name: string;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface CardProviderConfig {
  /** Base URL of the Checkout API, no trailing slash. */
  apiUrl: string;
  /** The merchant's secret for X-API-Key: never leaves the server. */
  apiKey: string;
  /** Public: the browser's widget uses it. */
  clientKey: string;
  merchantAccount: string;
  environment: ProviderEnvironment;
}

/**
 * Reads and validates the configuration; throws the service kit's ConfigError naming each bad
 * variable (an empty one means its default).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = readEnv(envSchema, env);
  // Each process would make up its own key: a shared database's secrets would be unreadable.
  if (e.DATABASE_URL !== undefined && e.SECRETS_KEY === undefined) {
    throw new ConfigError([`SECRETS_KEY: required with DATABASE_URL; it ${KEY_FORMAT}`]);
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const keyProblem = e.PAY_PROVIDER === 'checkout' ? clientKeyProblem(e) : null;
  if (keyProblem !== null) throw new ConfigError([keyProblem]);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    freeTrialDays: e.FREE_TRIAL_DAYS,
    jobs: e.JOBS,
    simulatedProvisioningSeconds: e.SIMULATED_PROVISIONING_SECONDS,
    clusterDriver: e.CLUSTER_DRIVER,
    enginesDir: path.resolve(e.ENGINES_DIR ?? path.join(e.DATA_DIR, 'engines', 'dist')),
    enginePorts: e.ENGINE_PORTS,
    engineHost: e.ENGINE_HOST,
    kafkaHome: e.KAFKA_HOME ? path.resolve(e.KAFKA_HOME) : null,
    databaseMaintenance: e.FEATURE_DATABASE_MAINTENANCE,
    trustedProxies: e.TRUSTED_PROXIES,
    apiRequestsPerMinute: e.API_REQUESTS_PER_MINUTE,
    secretsKey: e.SECRETS_KEY ?? null,
    previousSecretsKeys: e.SECRETS_KEY_PREVIOUS,
    paymentProviderOrigin: new URL(e.PAY_PUBLIC_URL ?? `http://localhost:${e.PAY_PORT}`).origin,
    cardProvider:
      e.PAY_PROVIDER === 'none'
        ? null
        : {
            apiUrl: (e.PAY_API_URL ?? `http://127.0.0.1:${e.PAY_PORT}`).replace(/\/+$/, ''),
            apiKey: e.PAY_API_KEY,
            clientKey: e.PAY_CLIENT_KEY,
            merchantAccount: e.PAY_MERCHANT_ACCOUNT,
            environment: e.PAY_ENVIRONMENT,
          },
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    ssoServices: e.SSO_OIDC_PROVIDERS,
    standardSsoServices: e.SSO_OIDC_PROVIDERS.map(({ name, displayName }) => ({ name, displayName })),
    webhookAllowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
  };
}
