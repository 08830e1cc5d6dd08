import { createMessageOfTheDayBodySchema, MAINTENANCE_KINDS, MESSAGE_SEVERITIES } from '@datadeck/contracts';
import { z } from 'zod';

const body = createMessageOfTheDayBodySchema.shape;

/**
 * The form's fields, as typed, into the contracts' body: an empty account id means every account,
 * an empty expiry means until expired by hand, and the expiry (a local date and time, as the
 * browser's picker gives it) is sent as an instant, and no maintenance announcement (the empty
 * choice) is null. The body's own rules check the result.
 */
export const messageFormSchema = z.object({
  message: body.message,
  severity: body.severity,
  accountId: z
    .string()
    .trim()
    .transform((id) => (id === '' ? null : id))
    .pipe(body.accountId),
  expiresAt: z
    .string()
    .transform((local, context) => {
      if (local === '') return null;
      const instant = new Date(local);
      if (Number.isNaN(instant.getTime())) {
        context.addIssue({ code: 'custom', message: 'Enter a date and time' });
        return z.NEVER;
      }
      return instant.toISOString();
    })
    .pipe(body.expiresAt),
  maintenance: z.union([z.literal('').transform(() => null), z.enum(MAINTENANCE_KINDS)]),
});

export type MessageFormValues = z.input<typeof messageFormSchema>;
export type MessageFormBody = z.output<typeof messageFormSchema>;

export const EMPTY_MESSAGE_FORM: MessageFormValues = {
  message: '',
  severity: MESSAGE_SEVERITIES[0],
  accountId: '',
  expiresAt: '',
  maintenance: '',
};
