import type { registerIdentityProviderFormSchema } from '@datadeck/contracts';
import type { z } from 'zod';

/** The create page's form (SPEC §5): its fields as typed, and what a valid submission hands over. */
export type RegisterForm = z.input<typeof registerIdentityProviderFormSchema>;
export type RegisterFormOutput = z.output<typeof registerIdentityProviderFormSchema>;
