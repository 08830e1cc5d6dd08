import { LIMITS } from '@datadeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { accountDetailsRoutes } from './modules/account-details/routes.ts';
import { organisationRoutes } from './modules/organisations/routes.ts';
import { privateCloudDownloadRoute } from './modules/private-cloud/download-route.ts';
import { privateCloudDirOf } from './modules/private-cloud/files.ts';
import { privateCloudRoutes } from './modules/private-cloud/routes.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { writeFeatureSwitches } from './platform/feature-switches.ts';
import { recordImpersonationEnds } from './modules/staff/impersonation.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { authJobs } from './modules/auth/jobs.ts';
import { billingJobs } from './modules/billing/invoices/jobs.ts';
import { billingChargesRoutes } from './modules/billing/invoices/routes.ts';
import { terraformRoutes } from './modules/terraform/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { createCatalogue } from './modules/catalogue/catalogue.ts';
import { driverOf } from './drivers/driver-of.ts';
import { clusterEngine, type ClusterEngine } from './modules/clusters/engine.ts';
import { clusterRoutes } from './modules/clusters/routes.ts';
import { mailJobs } from './platform/mail/jobs.ts';
import { notificationJobs } from './modules/notifications/jobs.ts';
import { oidcProviderRoutes } from './modules/oidc-providers/routes.ts';
import { identityProviderJobs } from './modules/identity-providers/jobs.ts';
import { identityProviderRoutes } from './modules/identity-providers/routes.ts';
import { scimRoutes } from './modules/scim/routes.ts';
import { ssoServiceRoutes } from './modules/sso-services/routes.ts';
import { notificationPreferenceRoutes } from './modules/notification-preferences/routes.ts';
import { webhookJobs } from './modules/webhooks/jobs.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { invitationJobs } from './modules/invitations/jobs.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { linkedUserRoutes } from './modules/linked-users/routes.ts';
import { monitoringRoutes } from './modules/monitoring/routes.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { serviceUserRoutes } from './modules/service-users/routes.ts';
import { encryptionKeyRoutes } from './modules/encryption-keys/routes.ts';
import { seedDemoData } from './modules/demo/seed.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { tagRoutes } from './modules/tags/routes.ts';
import { ziaGatewayJobs } from './modules/zia-gateways/engine.ts';
import { ziaGatewayRoutes } from './modules/zia-gateways/routes.ts';
import { SessionStore } from './platform/auth/sessions.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { resealSecrets } from './platform/crypto/reseal-secrets.ts';
import { SecretBox } from './platform/crypto/secret-box.ts';
import { embeddedSecretsKey } from './platform/crypto/secrets-key-file.ts';
import type { ClusterDriver } from './drivers/driver.ts';
import { migrateDatabase, openDatabase, withStartupLock, type Database } from './platform/db/database.ts';
import { createBinder } from './platform/http/binder.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { createGuards } from './platform/http/guards.ts';
import { createHttpServer, type LogStream } from './platform/http/server.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { JobQueue, startJobs, type Jobs } from './platform/jobs/jobs.ts';

export interface AppOptions {
  /** An open database (tests pass one cloned from a migrated template); else opened from config. */
  database?: Database;
  clock?: Clock;
  /** The cluster driver; the simulated one (SIMULATED_PROVISIONING_SECONDS) by default. */
  driver?: ClusterDriver;
  /** Called with the HTTP server before any route is registered: tests add their hooks here. */
  instrument?: (server: FastifyInstance) => void;
  /** Where the log lines go (tests read them); stdout by default. */
  logStream?: LogStream;
}

export interface App {
  server: FastifyInstance;
  context: AppContext;
  /** The job queue, when config.jobs runs it in this process. */
  jobs: Jobs | null;
  /** The provisioning engine (tests drive it step by step). */
  engine: ClusterEngine;
}

/**
 * The console server: API, OpenAPI document, background jobs and the built web app on one port.
 * Nothing happens at import; everything starts here and stops with `server.close()` (which lets
 * in-flight requests finish, then stops the jobs and closes the database it opened).
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const server = await createHttpServer(config, options.logStream);
  options.instrument?.(server);
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    ));
  const ownsDatabase = options.database === undefined;
  const clock = options.clock ?? systemClock;
  let jobs: Jobs | null = null;
  server.addHook('onClose', async () => {
    await jobs?.stop();
    if (ownsDatabase) await database.close();
  });

  try {
    // After the database is open, so PGlite has made DATA_DIR its own before the key joins it.
    const secrets = new SecretBox(
      config.secretsKey ?? (await embeddedSecretsKey(config.dataDir)),
      config.previousSecretsKeys,
    );
    // Migrations, resealing, the demo seed and the start-up switch write shared rows: one
    // instance at a time.
    await withStartupLock(database, async () => {
      await migrateDatabase(database);
      const resealed = await resealSecrets(database.db, secrets);
      if (resealed > 0) server.log.info({ resealed }, 'stored secrets sealed with the current SECRETS_KEY');
      if (config.seedDemo) {
        const provisioningMs = config.simulatedProvisioningSeconds * 1_000;
        await seedDemoData(
          database.db,
          clock,
          secrets,
          server.log,
          provisioningMs,
          config.publicUrl,
          privateCloudDirOf(config),
          config.clusterDriver === 'simulated',
        );
      }
      if (config.databaseMaintenance)
        await writeFeatureSwitches(database.db, { databaseMaintenance: true }, clock.now());
    });
    const driver = options.driver ?? driverOf(config, clock);
    server.addHook('onClose', async () => driver.close?.());
    const context: AppContext = {
      config,
      db: database.db,
      clock,
      // Sessions that end while impersonating record the impersonation's end (issue 31, N10).
      sessions: new SessionStore(database.db, clock, LIMITS.sessionTimeoutMs, recordImpersonationEnds),
      secrets,
      queue: new JobQueue(),
      driver,
      catalogue: createCatalogue(),
    };
    const engine = clusterEngine(context);
    await registerOpenApi(server, config.publicUrl);

    const bind = createBinder(server, createGuards(context.db, clock, context.sessions, config.apiRequestsPerMinute));
    systemRoutes(bind, context.db);
    authRoutes(bind, context);
    accountRoutes(bind, context);
    clusterRoutes(bind, context, engine);
    catalogueRoutes(bind, context.catalogue);
    monitoringRoutes(bind, context);
    terraformRoutes(bind, context);
    securityRoutes(bind, context);
    apiKeyRoutes(bind, context);
    linkedUserRoutes(bind, context);
    invitationRoutes(bind, context);
    serviceUserRoutes(bind, context);
    encryptionKeyRoutes(bind, context);
    notificationPreferenceRoutes(bind, context);
    webhookRoutes(bind, context);
    auditRoutes(bind, context);
    staffRoutes(bind, context);
    billingRoutes(bind, context);
    billingChargesRoutes(bind, context);
    accountDetailsRoutes(bind, context);
    organisationRoutes(bind, context);
    tagRoutes(bind, context);
    ziaGatewayRoutes(bind, context);
    privateCloudRoutes(bind, context);
    privateCloudDownloadRoute(server, context);
    oidcProviderRoutes(bind, context);
    identityProviderRoutes(bind, server, context);
    ssoServiceRoutes(bind, server, context);
    scimRoutes(server, context);
    await registerWebApp(server, config);

    if (config.jobs) {
      jobs = await startJobs(
        database,
        [
          ...authJobs(context),
          ...engine.jobs,
          ...mailJobs(context),
          ...notificationJobs(context),
          ...webhookJobs(context),
          ...billingJobs(context),
          ...invitationJobs(context),
          ...ziaGatewayJobs(context),
          ...identityProviderJobs(context),
        ],
        server.log,
      );
      context.queue.attach(jobs.boss);
      // Resume clusters left mid-lifecycle by a restart at once, not at the next minute's sweep.
      await engine.sweep();
    }
    await server.ready();
    return { server, context, jobs, engine };
  } catch (err) {
    await server.close();
    // runService prints it through the service kit's allow-list (describeError): no parameters.
    throw err;
  }
}
