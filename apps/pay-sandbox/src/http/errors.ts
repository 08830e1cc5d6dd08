import type { ProviderErrorBody } from '@datadeck/contracts/provider-api';
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

/** `body.paymentMethod.encryptedCardNumber`: where a validation issue is, as a dotted path. */
function fieldName(instancePath: string, part: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return [part ?? 'request', path].filter((p) => p !== '').join('.');
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported request body content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return 'Bad request';
  }
}

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
      const field = fieldName(first?.instancePath ?? '', error.validationContext);
      const body = validationError('validation.request', `${field}: ${first?.message ?? 'invalid'}`, 400).body();
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(new ProviderError(status, 'request.invalid', clientErrorMessage(error), 'validation').body());
    }
    // Only the name and code: a stack or message could quote a decrypted value in a future bug.
    request.log.error({ errName: error.name, errCode: error.code }, 'request failed');
    return reply.code(500).send(new ProviderError(500, 'internal', 'Internal error', 'internal').body());
  });
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(notFoundError('notFound', 'No such endpoint').body());
  });
}
