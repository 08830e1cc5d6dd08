/** What every part of the provider API shares: its error body and amounts. */
import { z } from 'zod';

export const providerErrorBody = z.object({
  status: z.number().int(),
  errorCode: z.string(),
  message: z.string(),
  errorType: z.enum(['validation', 'security', 'configuration', 'internal']),
});
export type ProviderErrorBody = z.infer<typeof providerErrorBody>;

export const amount = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code'),
  value: z.number().int().min(0),
});
export type Amount = z.infer<typeof amount>;
