import { type ApiErrorBody, AUTH_MESSAGES, ERROR_CODES, ERRORS_MESSAGES } from '@datadeck/contracts';

export type ApiFieldError = ApiErrorBody['errors'][number];

/** What to say when a failed response carries no error body of the API (a proxy, a crash). */
function fallbackError(status: number): ApiFieldError {
  if (status === 401) return { name: ERROR_CODES.unauthenticated, message: AUTH_MESSAGES.signInRequired };
  if (status === 403) return { name: ERROR_CODES.forbidden, message: ERRORS_MESSAGES.forbidden };
  if (status === 404) return { name: ERROR_CODES.notFound, message: ERRORS_MESSAGES.notFound };
  return { name: ERROR_CODES.internal, message: ERRORS_MESSAGES.internal };
}

const isFieldError = (value: unknown): value is ApiFieldError =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  typeof value.name === 'string' &&
  'message' in value &&
  typeof value.message === 'string';

/**
 * The errors of a body in the API's error shape (`apiErrorSchema`: `{errors: [{name, message}]}`,
 * at least one), read by hand rather than by the schema so zod stays out of the first load; any
 * other body (a proxy's page, a crash) has none, and the status's fallback applies.
 */
function errorsOf(body: unknown): ApiFieldError[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return [];
  const errors: unknown[] = body.errors;
  return errors.length > 0 && errors.every(isFieldError) ? errors.map(({ name, message }) => ({ name, message })) : [];
}

/** A non-2xx answer of the API, with the `{errors:[{name,message}]}` body it sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: readonly ApiFieldError[];

  constructor(status: number, errors: readonly ApiFieldError[]) {
    const first = errors[0] ?? fallbackError(status);
    super(first.message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors.length > 0 ? errors : [first];
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    return new ApiError(response.status, errorsOf(body));
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What to tell the user about a failed call: the API's own message, or that no answer came. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : ERRORS_MESSAGES.unreachable;
}
