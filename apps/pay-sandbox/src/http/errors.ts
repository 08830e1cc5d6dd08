import type { ProviderErrorBody } from '@datadeck/contracts/provider-api';
import { clientError, issueLocation, type ClientErrorTexts } from '@datadeck/service-kit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

type ErrorType = ProviderErrorBody['errorType'];

/**
 * A refusal of the provider: leaves the sandbox as the provider error body
 * `{status, errorCode, message, errorType}` with its (4xx) status.
 */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorType: ErrorType,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  body(): ProviderErrorBody {
    return { status: this.status, errorCode: this.errorCode, message: this.message, errorType: this.errorType };
  }
}

export const validationError = (errorCode: string, message: string, status = 422) =>
  new ProviderError(status, errorCode, message, 'validation');
export const securityError = (status: 401 | 403, errorCode: string, message: string) =>
  new ProviderError(status, errorCode, message, 'security');
export const notFoundError = (errorCode: string, message: string) =>
  new ProviderError(404, errorCode, message, 'validation');

/** Fastify's own client errors; any other says no more than "Bad request", as a provider would. */
const CLIENT_ERROR_TEXTS: ClientErrorTexts = {
  invalidJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'Unsupported request body content type',
  bodyTooLarge: 'The request body is too large',
  other: () => 'Bad request',
};

/**
 * Every failure is the provider error body. Bodies and their values are never logged: a
 * request may carry encrypted card data and the sandbox keeps it out of the logs entirely.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProviderError) {
      return reply.code(error.status).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // `body.paymentMethod.encryptedCardNumber`: the part first, as the provider's messages say.
      const field = issueLocation(first?.instancePath ?? '', error.validationContext);
      const body = validationError('validation.request', `${field}: ${first?.message ?? 'invalid'}`, 400).body();
      return reply.code(400).send(body);
    }
    const client = clientError(error, CLIENT_ERROR_TEXTS);
    if (client !== null) {
      return reply
        .code(client.status)
        .send(new ProviderError(client.status, 'request.invalid', client.message, 'validation').body());
    }
    // Only the name and code: a stack or message could quote a decrypted value in a future bug.
    request.log.error({ errName: error.name, errCode: error.code }, 'request failed');
    return reply.code(500).send(new ProviderError(500, 'internal', 'Internal error', 'internal').body());
  });
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(notFoundError('notFound', 'No such endpoint').body());
  });
}
