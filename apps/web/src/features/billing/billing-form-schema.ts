import {
  addressDetailsSchema,
  billingUpdateSchema,
  countryCodeSchema,
  paymentDetailsAt,
  type BillingDetails,
  type PaymentDetails,
} from '@datadeck/contracts';
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

const contactAndAddress = {
  contactEmail: billingUpdateSchema.shape.contactEmail,
  addressDetails: addressDetailsSchema.extend({
    companyName: optionalLine(companyName),
    extendedAddress: optionalLine(extendedAddress),
    countryCodeAlpha2: z.string().pipe(countryCodeSchema),
  }),
};

/** The card's boxes (SPEC §3 paymentDetails), each a string; the month and year are choices. */
const cardBoxes = z.object({
  cardNumber: z.string(),
  cardholderName: z.string(),
  expirationMonth: z.string(),
  expirationYear: z.string(),
  cvv: z.string(),
});

/**
 * The contracts' billing form as the fields hold it: every box is a string (an empty optional
 * line is '' in the box and null to the server; no country chosen yet is ''), checked by the
 * contracts' own rules. The reset flag is not a field: the submit adds it. No card is entered
 * here (the provider's form takes it, the saved card is kept, or the mode takes none): the card's
 * boxes are not checked, and nothing of them is sent.
 */
export const billingFormSchema = z.object({
  ...contactAndAddress,
  paymentDetails: cardBoxes.transform((): PaymentDetails | undefined => undefined),
});
export type BillingFormValues = z.input<typeof billingFormSchema>;
export type BillingFormOutput = z.output<typeof billingFormSchema>;

/**
 * The billing form on a server without a card provider, where the card is entered in it: the
 * contracts' card, with the expiry checked against `now` (the browser's date, read in UTC as the
 * server reads its clock).
 */
export const billingFormWithCardSchema = (now: Date): z.ZodType<BillingFormOutput, BillingFormValues> =>
  z.object({
    ...contactAndAddress,
    paymentDetails: paymentDetailsAt(now).transform((card): PaymentDetails | undefined => card),
  });

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
    // Never filled from the server: it keeps no card number or CVV to give back.
    paymentDetails: { cardNumber: '', cardholderName: '', expirationMonth: '', expirationYear: '', cvv: '' },
  };
}

/** Whether the account has any billing details of its own to show. */
export const hasDetails = (billing: BillingDetails): boolean =>
  billing.contactEmail !== null || billing.addressDetails !== null || billing.savedDetails !== null;
