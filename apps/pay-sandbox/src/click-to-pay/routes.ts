import { fileURLToPath } from 'node:url';
import { CARD_WIDGET_VERSION, CLICK_TO_PAY_SCHEMES, type ClickToPayScheme } from '@datadeck/contracts/provider';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bundleForBrowser, once } from '../browser-bundle.ts';
import type { Bind } from '../http/bind.ts';
import { notFoundError } from '../http/errors.ts';
import { clickToPayApi, schemeParams } from './api.ts';
import type { ClickToPaySimulator } from './simulator.ts';

/** The scheme SDK simulator for browsers: one bundle; it reads its scheme and environment from its own URL. */
export const schemeSdkScript = once(() =>
  bundleForBrowser(fileURLToPath(new URL('./sdk-runtime.ts', import.meta.url))),
);

const isScheme = (value: string): value is ClickToPayScheme =>
  (CLICK_TO_PAY_SCHEMES as readonly string[]).includes(value);

async function sendScript(reply: FastifyReply, version: string, scheme: string): Promise<FastifyReply> {
  if (version !== CARD_WIDGET_VERSION || !isScheme(scheme)) {
    throw notFoundError(
      'sdk.clickToPay',
      `no Click to Pay SDK ${scheme.slice(0, 16)} for version ${version.slice(0, 16)}`,
    );
  }
  return reply
    .header('Content-Type', 'text/javascript; charset=utf-8')
    .header('Access-Control-Allow-Origin', '*')
    .header('Cache-Control', 'public, max-age=300')
    .header('X-Content-Type-Options', 'nosniff')
    .send(await schemeSdkScript());
}

/**
 * Click to Pay's scheme side (README, "Click to Pay"): the SDK scripts, sandbox and live paths
 * (`clickToPaySdkPath`), and the HTTP API they call.
 */
export function registerClickToPayRoutes(app: FastifyInstance, bind: Bind, simulator: ClickToPaySimulator): void {
  type ScriptParams = { Params: { version: string; scheme: string } };
  app.get<ScriptParams>('/sdk/:version/click-to-pay/:scheme.js', async (request, reply) =>
    sendScript(reply, request.params.version, request.params.scheme),
  );
  app.get<ScriptParams>('/sdk/:version/click-to-pay/live/:scheme.js', async (request, reply) =>
    sendScript(reply, request.params.version, request.params.scheme),
  );

  const options = { params: schemeParams };
  const api = clickToPayApi;
  bind(
    api.init,
    async ({ body, params, merchant, auth }) => simulator.init(merchant, auth.clientKey.key, params.scheme, body),
    options,
  );
  bind(
    api.isRecognized,
    async ({ body, params, merchant }) => {
      simulator.transaction(merchant, params.scheme, body.srcCorrelationId);
      return simulator.isRecognized(body.deviceToken);
    },
    options,
  );
  bind(
    api.identityLookup,
    async ({ body, params, merchant }) =>
      simulator.identityLookup(simulator.transaction(merchant, params.scheme, body.srcCorrelationId), body),
    options,
  );
  bind(
    api.initiateIdentityValidation,
    async ({ body, params, merchant }) =>
      simulator.initiateIdentityValidation(simulator.transaction(merchant, params.scheme, body.srcCorrelationId)),
    options,
  );
  bind(
    api.completeIdentityValidation,
    async ({ body, params, merchant }) =>
      simulator.completeIdentityValidation(
        simulator.transaction(merchant, params.scheme, body.srcCorrelationId),
        body.validationData,
      ),
    options,
  );
  bind(
    api.getSrcProfile,
    async ({ body, params, merchant }) =>
      simulator.getSrcProfile(simulator.transaction(merchant, params.scheme, body.srcCorrelationId), body.idTokens),
    options,
  );
  bind(
    api.checkout,
    async ({ body, params, merchant }) =>
      simulator.checkout(simulator.transaction(merchant, params.scheme, body.srcCorrelationId), body.srcDigitalCardId),
    options,
  );
  bind(
    api.unbindAppInstance,
    async ({ body, params, merchant }) =>
      simulator.unbindAppInstance(
        simulator.transaction(merchant, params.scheme, body.srcCorrelationId),
        body.deviceToken,
      ),
    options,
  );
}
