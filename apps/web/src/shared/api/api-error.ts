import { apiErrorSchema, ERROR_CODES, MESSAGES, type ApiErrorBody } from '@datadeck/contracts';

export type ApiFieldError = ApiErrorBody['errors'][number];

/** What to say when a failed response carries no error body of the API (a proxy, a crash). */
function fallbackError(status: number): ApiFieldError {
  if (status === 401) return { name: ERROR_CODES.unauthenticated, message: MESSAGES.auth.signInRequired };
  if (status === 403) return { name: ERROR_CODES.forbidden, message: MESSAGES.errors.forbidden };
  if (status === 404) return { name: ERROR_CODES.notFound, message: MESSAGES.errors.notFound };
  return { name: ERROR_CODES.internal, message: MESSAGES.errors.internal };
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
    const parsed = apiErrorSchema.safeParse(body);
    return new ApiError(response.status, parsed.success ? parsed.data.errors : []);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What to tell the user about a failed call: the API's own message, or that no answer came. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.errors.unreachable;
}
