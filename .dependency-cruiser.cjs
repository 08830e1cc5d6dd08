/**
 * Import boundaries (run by `npm run boundaries`, part of `npm test`):
 * - contracts and the service kit import no workspace code;
 * - only the Node services (server, sandbox) use the service kit;
 * - web and server never import each other; the e2e tests import neither (but for the clocked
 *   console, which starts the server with a manual clock);
 * - a web feature never imports another feature (features share through src/shared);
 * - shared and app code never reach into a feature's internals except the app's route table;
 * - a server module imports platform/, contracts and the modules its allow-list names
 *   (.dependency-cruiser.server-modules.cjs).
 */
const { serverModuleRules } = require('./.dependency-cruiser.server-modules.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-stand-alone',
      comment: 'packages/contracts is the source of truth; it depends on no other workspace.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'service-kit-stand-alone',
      comment: 'packages/service-kit is mechanism shared by the Node services; it knows none of them.',
      severity: 'error',
      from: { path: '^packages/service-kit/' },
      to: { path: '^(apps|e2e|bench)/|^packages/(?!service-kit/)' },
    },
    {
      name: 'test-idp-stand-alone',
      comment: 'The test IdP speaks SAML to whatever service provider: it knows none of the console.',
      severity: 'error',
      from: { path: '^packages/test-idp/' },
      to: { path: '^(apps|e2e|bench)/|^packages/(?!test-idp/)' },
    },
    {
      name: 'service-kit-for-node-services',
      comment: 'Running a Node service is no business of the browser code or of the black-box e2e tests.',
      severity: 'error',
      from: { path: '^(apps/web|packages/card-widget|e2e)/' },
      to: { path: '^packages/service-kit/' },
    },
    {
      name: 'card-widget-stand-alone',
      comment: 'The card widget knows nothing of the console: it reads only the provider contracts.',
      severity: 'error',
      from: { path: '^packages/card-widget/' },
      to: { path: '^(apps|e2e|bench)/|^packages/contracts/src/(?!provider/)' },
    },
    {
      name: 'pay-sandbox-stand-alone',
      comment:
        'The provider is another company: it shares only the provider contracts, the widget and the service kit.',
      severity: 'error',
      from: { path: '^apps/pay-sandbox/' },
      to: { path: '^apps/(server|web)/|^packages/contracts/src/(?!provider/)' },
    },
    {
      name: 'console-not-pay-sandbox',
      comment: 'The console talks to the provider over HTTP only.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/pay-sandbox/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'e2e-black-box',
      comment: 'The end-to-end tests drive the running system; they share only the contracts.',
      severity: 'error',
      // But for the clocked console below.
      from: { path: '^e2e/', pathNot: '^e2e/support/clocked-console\\.ts$' },
      to: { path: '^(apps|bench)/' },
    },
    {
      name: 'e2e-clocked-console',
      comment:
        "A test-only console with a manual clock (issue 33: rules of 90 days and 8 hours in the browser): it starts the server in the Playwright worker, since the shipped server has no way to move its time. It imports the server's entry point, clock, configuration and the auth jobs it runs, nothing else.",
      severity: 'error',
      from: { path: '^e2e/support/clocked-console\\.ts$' },
      to: {
        path: '^(apps|bench)/',
        pathNot: '^apps/server/src/(app|platform/clock|platform/config|modules/auth/jobs)\\.ts$',
      },
    },
    {
      name: 'feature-not-other-feature',
      comment: 'A web feature imports only itself and src/shared, never another feature.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-not-features',
      comment: 'src/shared is below the features; it must not depend on any of them.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    ...serverModuleRules,
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|drizzle)/' },
    // TypeScript 7 has no compiler API and dependency-cruiser's swc parser cannot read TSX:
    // babel strips the types (keeping type-only imports as dependencies), acorn reads the rest.
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
