import { ERROR_CODES, MESSAGES, type ApiErrorBody } from '@datadeck/contracts';
import { clientError, issueField, type ClientErrorTexts } from '@datadeck/service-kit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

type ErrorEntry = ApiErrorBody['errors'][number];

/**
 * An answer of the API that is not a success. Thrown anywhere below a route; the error handler
 * turns it into `{"errors":[{"name","message"}]}` with its status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: readonly [ErrorEntry, ...ErrorEntry[]],
  ) {
    super(errors[0].message);
    this.name = 'HttpError';
  }
}

/**
 * A refusal answered with a body the endpoint declares for its status (`errorBodies`), not the
 * API's one error shape: the Instaclustr-compatible paths whose clients read another shape.
 */
export class DeclaredErrorAnswer extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(`answered ${statusCode} with the body the endpoint declares`);
    this.name = 'DeclaredErrorAnswer';
  }
}

export const unauthenticated = () =>
  new HttpError(401, [{ name: ERROR_CODES.unauthenticated, message: MESSAGES.auth.signInRequired }]);
export const forbidden = (message: string = MESSAGES.errors.forbidden) =>
  new HttpError(403, [{ name: ERROR_CODES.forbidden, message }]);
export const notFound = (message: string = MESSAGES.errors.notFound) =>
  new HttpError(404, [{ name: ERROR_CODES.notFound, message }]);

/** A rule's finding about one field of a request, by its path (`dataCentres.0.nodeSize`). */
export interface FieldIssue {
  path: readonly (string | number)[];
  message: string;
}

/** The 400 naming each field of `issues` (what the contracts' rules answer too), or null for none. */
export function fieldIssuesError(issues: readonly FieldIssue[]): HttpError | null {
  const [first, ...rest] = issues.map((issue) => ({ name: issue.path.join('.'), message: issue.message }));
  return first ? new HttpError(400, [first, ...rest]) : null;
}

export function errorBody(...errors: ErrorEntry[]): ApiErrorBody {
  return { errors };
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status. */
const CLIENT_ERROR_TEXTS: ClientErrorTexts = {
  invalidJson: MESSAGES.requestBody.invalidJson,
  unsupportedMediaType: MESSAGES.requestBody.notJson,
  bodyTooLarge: MESSAGES.requestBody.tooLarge,
  other: (error) => error.message,
};

/** The keys a zod `unrecognized_keys` issue lists. */
function unknownKeys(params: Record<string, unknown>): string[] {
  const { keys } = params;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

/** Every failure as the one JSON shape with the right status; 5xx details stay in the log. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(errorBody(...error.errors));
  }
  if (error instanceof DeclaredErrorAnswer) return reply.code(error.statusCode).send(error.body);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.flatMap((issue) => {
      // A strict object's unknown keys come as one issue at the object: name each field refused.
      const unknown = issue.keyword === 'unrecognized_keys' ? unknownKeys(issue.params) : [];
      if (unknown.length > 0) {
        return unknown.map((key) => ({
          name: issueField(`${issue.instancePath.replace(/\/$/, '')}/${key}`, error.validationContext),
          message: MESSAGES.requests.unknownField,
        }));
      }
      return [{ name: issueField(issue.instancePath, error.validationContext), message: issue.message }];
    });
    return reply.code(400).send({ errors });
  }
  const client = clientError(error, CLIENT_ERROR_TEXTS);
  if (client !== null) {
    return reply.code(client.status).send(errorBody({ name: error.code ?? 'BAD_REQUEST', message: client.message }));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody({ name: ERROR_CODES.internal, message: MESSAGES.errors.internal }));
}

/** Every failure leaves the API as one JSON shape with the right status; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}
