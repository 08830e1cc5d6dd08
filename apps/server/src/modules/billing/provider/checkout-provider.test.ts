import { createServer, type Server } from 'node:http';
import { ERROR_CODES, MESSAGES } from '@datadeck/contracts';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY, SANDBOX_MERCHANT_ACCOUNT } from '@datadeck/contracts/provider';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../platform/http/errors.ts';
import { checkoutProvider } from './checkout-provider.ts';

/**
 * How the Checkout API client treats a provider that misbehaves at the HTTP level: a real HTTP
 * server on a free port plays the provider that hangs, fails or answers garbage. (The sandbox
 * itself is driven by the billing integration tests.)
 */

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function provider(answer: (respond: (status: number, body: string) => void) => void) {
  server = createServer((_request, response) =>
    answer((status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(body)),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return checkoutProvider(
    {
      apiUrl: `http://127.0.0.1:${address.port}`,
      apiKey: SANDBOX_API_KEY,
      clientKey: SANDBOX_CLIENT_KEY,
      merchantAccount: SANDBOX_MERCHANT_ACCOUNT,
      environment: 'test',
    },
    200,
  );
}

const finish = (client: Awaited<ReturnType<typeof provider>>) =>
  client.finishVerification({ details: { threeDSResult: 'e30=' }, paymentData: 'data' });

async function failureOf(promise: Promise<unknown>): Promise<{ status: number; name: string; message: string }> {
  const err: unknown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(err instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(err)}`);
  return { status: err.statusCode, name: err.errors[0].name, message: err.errors[0].message };
}

const refusal = (errorCode: string) =>
  JSON.stringify({ status: 422, errorCode, message: 'x', errorType: 'validation' });

const unavailable = {
  status: 502,
  name: ERROR_CODES.paymentProviderUnavailable,
  message: MESSAGES.billing.providerUnavailable,
};

describe('checkoutProvider', () => {
  it('gives up on a provider that does not answer in time: 502', async () => {
    const client = await provider(() => undefined);
    const started = Date.now();
    expect(await failureOf(finish(client))).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 502 for a provider error and for an answer that breaks its contract', async () => {
    expect(await failureOf(finish(await provider((respond) => respond(500, '{}'))))).toEqual(unavailable);
    await new Promise((resolve) => server?.close(resolve));
    expect(await failureOf(finish(await provider((respond) => respond(200, '{"resultCode":"Maybe"}'))))).toEqual(
      unavailable,
    );
  });

  it("names the form's field behind the provider's validation code; a 401 of our key is the provider's problem", async () => {
    expect(
      await failureOf(finish(await provider((respond) => respond(422, refusal('validation.paymentData'))))),
    ).toEqual({ status: 400, name: 'threeDSResult', message: MESSAGES.billing.cardFailed });
    await new Promise((resolve) => server?.close(resolve));
    expect(await failureOf(finish(await provider((respond) => respond(401, refusal('security.apiKey')))))).toEqual(
      unavailable,
    );
  });
});
