import { addressDetailsSchema, billingUpdateSchema, countryCodeSchema, type BillingDetails } from '@datadeck/contracts';
import { z } from 'zod';

/**
 * An optional line of the contracts' address as a box holds it: the contracts' string rule
 * (trimmed, its length), and an empty box as null, as the server stores it.
 */
const optionalLine = (line: (typeof addressDetailsSchema.shape)['companyName']) =>
  line.in.in
    .unwrap()
    .unwrap()
    .transform((value) => (value === '' ? null : value));
const { companyName, extendedAddress } = addressDetailsSchema.shape;

/**
 * The contracts' billing form as the fields hold it: every box is a string (an empty optional
 * line is '' in the box and null to the server; no country chosen yet is ''), checked by the
 * contracts' own rules. The reset flag is not a field: the submit adds it.
 */
export const billingFormSchema = z.object({
  contactEmail: billingUpdateSchema.shape.contactEmail,
  addressDetails: addressDetailsSchema.extend({
    companyName: optionalLine(companyName),
    extendedAddress: optionalLine(extendedAddress),
    countryCodeAlpha2: z.string().pipe(countryCodeSchema),
  }),
});
export type BillingFormValues = z.input<typeof billingFormSchema>;
export type BillingFormOutput = z.output<typeof billingFormSchema>;

/** What the form starts from: the stored details, or empty boxes. */
export function formValuesOf(billing: BillingDetails): BillingFormValues {
  const address = billing.addressDetails;
  return {
    contactEmail: billing.contactEmail ?? '',
    addressDetails: {
      firstName: address?.firstName ?? '',
      lastName: address?.lastName ?? '',
      phoneNumber: address?.phoneNumber ?? '',
      companyName: address?.companyName ?? '',
      streetAddress: address?.streetAddress ?? '',
      extendedAddress: address?.extendedAddress ?? '',
      locality: address?.locality ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
      countryCodeAlpha2: address?.countryCodeAlpha2 ?? '',
    },
  };
}

/** Whether the account has any billing details of its own to show. */
export const hasDetails = (billing: BillingDetails): boolean =>
  billing.contactEmail !== null || billing.addressDetails !== null || billing.savedDetails !== null;
