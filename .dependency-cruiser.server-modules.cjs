/**
 * The server's module boundaries (issue 33), part of `npm run boundaries`.
 *
 * A module under apps/server/src/modules/<name>/ imports `platform/` (shared machinery: audit,
 * outboxes, account events, jobs, sign-in machinery, feature switches), the driver's interface
 * (`drivers/driver.ts`), `@datadeck/contracts`, itself, and the modules its entry below names, each
 * with the reason. Nothing else: a rule that two modules need goes to the one that owns it, and
 * machinery that many need goes to platform/. The allow-list has no pair both ways (checked
 * here, when the configuration loads), so modules form layers, not a web.
 *
 * Tests (`*.test.ts`, `*-test-kit.ts`) are left out: a test builds the world it needs through the
 * shared fixtures (apps/server/test/) and the kits of the areas it touches.
 */

const fs = require('node:fs');
const path = require('node:path');

/** @type {Record<string, Record<string, string>>} module -> { module it may import: why } */
const MAY_IMPORT = {
  'account-details': {
    organisations: "the details page names the account's organisation and whether the caller owns it",
  },
  auth: {
    security: "the sign-in rules (lockout, password expiry, timeouts) are the account's security settings",
  },
  billing: { catalogue: 'charges are priced from the node sizes and prices of the catalogue' },
  clusters: {
    catalogue: 'a cluster request is checked against the offered providers, regions, sizes and versions',
    'encryption-keys': 'a cluster names an account key for at-rest encryption, checked where it is declared',
    'oidc-providers': 'OpenSearch Dashboards sign in through an OIDC provider the account registered',
    tags: "a new cluster takes the account's custom tags",
  },
  demo: {
    clusters: 'the demo seeds clusters with the layout clusters give them',
    'encryption-keys': 'the demo seeds encryption keys',
    'private-cloud': 'the demo registers private-cloud images',
    'service-users': 'the demo seeds service users',
  },
  'identity-providers': { auth: 'a SAML sign-in starts a session as a password sign-in does' },
  invitations: {
    auth: 'accepting an invitation signs the person in',
    'identity-providers': 'a person joining through SSO is named from the SAML attributes',
    'linked-users': 'accepting an invitation links the person to the account',
  },
  'linked-users': {
    'identity-providers': 'who may be unlinked or change role depends on the SSO and SCIM in force',
  },
  notifications: {
    'notification-preferences': "events are routed by the account's notification preferences",
    webhooks: "an event for a webhook goes into the webhooks' delivery outbox",
  },
  scim: { 'linked-users': "SCIM provisions and deactivates the account's linked users" },
  security: {
    'identity-providers': 'the settings say whether they apply to owners only (an active external IdP)',
    'linked-users': 'PCI and inactivity revocation need two owners',
  },
  'service-users': { 'api-keys': "a service user's API keys are API keys" },
  'sso-services': {
    auth: 'a sign-in through a standard SSO service starts a session',
    invitations: 'an invitation may be accepted through an SSO service it allows',
  },
  staff: {
    auth: 'impersonation shows the user as sign-in summarises them',
    'linked-users': 'staff look accounts up by their members',
  },
  terraform: {
    clusters: "the export writes the account's clusters",
    'encryption-keys': 'the export writes the encryption keys the clusters name',
  },
};

/** Modules that may read a driver's own parts besides the interface, and why. */
const MAY_READ_DRIVERS = {
  demo: "the demo's keys and clusters mid-provisioning are what the simulated driver would have made of them",
};

for (const [from, targets] of Object.entries(MAY_IMPORT)) {
  for (const to of Object.keys(targets)) {
    if (MAY_IMPORT[to]?.[from] !== undefined) {
      throw new Error(`server modules ${from} and ${to} may not both import each other`);
    }
  }
}

const MODULES_DIR = path.join(__dirname, 'apps/server/src/modules');
const MODULES = fs
  .readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (name) => name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
const TEST_FILE = '(\\.test\\.tsx?|-test-kit\\.ts)$';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const serverModuleRules = [
  {
    name: 'server-platform-below-modules',
    comment:
      "platform/ is the machinery every module uses: it knows no module, nor the modules' context (app-context.ts). Its tests may start the whole app.",
    severity: 'error',
    from: { path: '^apps/server/src/platform/', pathNot: TEST_FILE },
    to: { path: '^apps/server/src/(modules/|drivers/|app-context\\.ts$|app\\.ts$)' },
  },
  {
    name: 'server-drivers-below-modules',
    comment: 'A driver is infrastructure: it knows no module, only the interface the modules call.',
    severity: 'error',
    from: { path: '^apps/server/src/drivers/' },
    to: { path: '^apps/server/src/(modules/|app-context\\.ts$|app\\.ts$)' },
  },
  // One rule per module: dependency-cruiser cannot look an allow-list up by the importing module.
  ...MODULES.map((module) => ({
    name: `server-module-${module}`,
    comment: `The server module ${module} imports platform/, drivers/driver.ts, contracts, itself${
      MAY_IMPORT[module] ? ` and ${Object.keys(MAY_IMPORT[module]).join(', ')}` : ''
    }${MAY_READ_DRIVERS[module] ? ' and the drivers' : ''} (see .dependency-cruiser.server-modules.cjs for why).`,
    severity: 'error',
    from: { path: `^apps/server/src/modules/${escape(module)}/`, pathNot: TEST_FILE },
    to: {
      path: MAY_READ_DRIVERS[module]
        ? '^apps/server/src/(modules/|app\\.ts$)'
        : '^apps/server/src/(modules/|drivers/(?!driver\\.ts$)|app\\.ts$)',
      pathNot: `^apps/server/src/modules/(${[module, ...Object.keys(MAY_IMPORT[module] ?? {})].map(escape).join('|')})/`,
    },
  })),
];

module.exports = { serverModuleRules, MAY_IMPORT, MAY_READ_DRIVERS };
