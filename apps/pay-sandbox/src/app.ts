import formbody from '@fastify/formbody';
import { closeConnectionsWhenClosing, loggerOptions, registerCompression } from '@datadeck/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { registerAddressSearchRoutes } from './address-search/routes.ts';
import { registerAnalyticsRoutes } from './analytics/routes.ts';
import { registerBinRoutes } from './bins/routes.ts';
import { registerClickToPayRoutes } from './click-to-pay/routes.ts';
import { ClickToPaySimulator } from './click-to-pay/simulator.ts';
import type { Config } from './config.ts';
import { generateProviderKeys, type ProviderKeys } from './crypto/keys.ts';
import { registerDatasetRoutes } from './datasets/routes.ts';
import { registerDemoRoutes } from './demo/routes.ts';
import { createBinder } from './http/bind.ts';
import { registerErrorHandling } from './http/errors.ts';
import { MerchantTable } from './merchants/merchants.ts';
import { registerSecuredFieldRoutes } from './pages/secured-fields.ts';
import { registerPaymentRecordRoutes } from './payments/records.ts';
import { registerPaymentRoutes } from './payments/routes.ts';
import { PaymentService } from './payments/service.ts';
import { registerSdkRoutes } from './sdk/routes.ts';
import { SessionService } from './sessions/service.ts';
import { registerSessionRoutes } from './sessions/routes.ts';
import { SessionOrderService } from './sessions/orders.ts';
import { registerGeoRoutes } from './geo/routes.ts';
import { registerDeviceFingerprintRoutes } from './risk/routes.ts';
import { Store } from './store.ts';
import { registerThreeDSRoutes } from './three-ds/routes.ts';

/**
 * Request logs carry method, URL and status, never bodies (they hold encrypted card data); the
 * merchant secret, any authorization and cookies are redacted wherever pino sees them.
 */
const REDACTED = [
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export interface AppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** The encryption key pair; a fresh one by default (tests pass theirs to encrypt card data). */
  keys?: ProviderKeys;
}

/** The pay-sandbox's HTTP app, ready to listen; nothing happens at import or before listen. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions({ level: config.logLevel, redact: REDACTED, stream: options.logStream }),
    // 'idle': on close, idle keep-alive sockets go at once while in-flight requests finish.
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  closeConnectionsWhenClosing(app);
  // Before any route: the SDK script and styles, the field pages and JSON over 1 KB go compressed.
  await registerCompression(app);
  // The 3DS ACS pages receive HTML form posts.
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  const keys = options.keys ?? (await generateProviderKeys());
  const merchants = MerchantTable.fromConfig(config);
  const store = new Store();
  const clickToPay = new ClickToPaySimulator();
  const payments = new PaymentService(keys, store, merchants, config.publicUrl, app.log, clickToPay);
  const sessions = new SessionService(store, payments);
  const orders = new SessionOrderService(store, sessions, keys);
  const bind = createBinder(app, merchants);

  registerSecuredFieldRoutes(app, merchants, keys);
  registerDeviceFingerprintRoutes(app, merchants);
  registerBinRoutes(bind, keys);
  registerDatasetRoutes(bind);
  registerAddressSearchRoutes(bind);
  registerSdkRoutes(app, bind);
  registerClickToPayRoutes(app, bind, clickToPay);
  registerAnalyticsRoutes(app, bind, store, merchants);
  registerPaymentRoutes(bind, payments);
  registerPaymentRecordRoutes(app, store, merchants);
  registerSessionRoutes(bind, sessions, orders);
  // Only the test environment trusts X-Forwarded-For, so tests can play a shopper abroad.
  registerGeoRoutes(bind, { trustForwardedFor: config.environment === 'test' });
  registerThreeDSRoutes(app, store, config.publicUrl);
  registerDemoRoutes(app, config, merchants, sessions);
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}
