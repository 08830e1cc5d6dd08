import { z } from 'zod';

export { ERROR_CODES } from './error-codes.ts';

/** The one error body of the API: `{"errors":[{"name": "<field or code>", "message": "<text>"}]}`. */
export const apiErrorSchema = z.object({
  errors: z.array(z.object({ name: z.string(), message: z.string() })).min(1),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
