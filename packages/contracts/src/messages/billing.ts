import { BILLING_LIMITS } from '../domains/billing-limits.ts';

export const BILLING_MESSAGES = {
  heading: 'Billing details',
  submit: 'Update Billing Details',
  saveDetails: 'Save details',
  phoneHint: 'Include international dialing prefix',
  placeholders: {
    holderName: 'J.Smith',
    cardNumber: '1234 5678 9012 3456',
    expiryDate: 'MM/YY',
    securityCode: '3 digits',
  },
  /** SPEC §4: 3-D Secure result codes, shown as a snackbar with an OK action for 5 s. */
  threeDS: {
    Authorised: 'Payment details updated',
    Cancelled: 'Payment authorization was cancelled by user',
    Refused: 'Payment authorization was refused by the payment institution, please use a different card',
    other: 'Something went wrong during verification, please try again',
  },
  redirecting: 'Redirecting for additional verification',
  /** SPEC §8: the card panel's own outcome; its failure is a persistent danger text, not a snackbar. */
  cardSaved: 'Payment details updated successfully',
  cardFailed: 'We could not verify your details. Please check their values and try again.',
  /** The card form failed to initialise (SPEC §8: logged); the panel says so instead of staying empty. */
  cardUnavailable: 'The card form could not be loaded, so a card cannot be entered right now. Please try again later.',
  /** SPEC §8 (wording ours): the verification authorisation. */
  authorisationNote:
    'To verify your card we place an authorisation of about $1.00 on it. It is never settled and your bank voids it after a few days.',
  /** SPEC §2 (wording ours): shown when the billing country is AU and the account is not invoiced. */
  gstNotice: 'Australian accounts pay 10% GST, which is added to the monthly bill.',
  /** SPEC §6 (wording ours): users without billing permission, when no details are set. */
  askBillingUser: 'No billing details are set for this account. Ask a user with the BILLING or OWNER role to add them.',
  readOnly: 'You can view the billing details; only an Owner or a Billing user can change them.',
  detailsSaved: 'Billing details updated successfully',
  detailsFailed: 'Billing details failed to update',
  /** SPEC §4 (wording ours): one notice per billing mode. */
  modeNotices: {
    INVOICED: 'This account is invoiced: charges are billed on a monthly invoice, paid by bank transfer.',
    AWS_MARKETPLACE: 'This account is billed through AWS Marketplace metering: charges appear on your AWS bill.',
    GCP_MARKETPLACE:
      'This account is billed through Google Cloud Marketplace: charges appear on your Google Cloud bill.',
    AZURE_MARKETPLACE:
      'This account is billed through its Azure Marketplace subscription: charges appear on your Azure bill.',
    AZURE_RIYOA:
      'This account runs in your own Azure subscription as a managed application: charges appear on your Azure bill.',
    CARD: 'This account is billed monthly to the card below.',
  },
  /** The card mode's notice when no card is shown below: none saved, and none can be entered here. */
  noCardSaved: 'This account is billed monthly by card; no card has been saved yet.',
  /** SPEC §4 (wording ours): billing synced to the organisation, and its reset. */
  synced: (organisation: string) =>
    `This account uses the billing details of the organization ${organisation}. Reset them to give this account billing details of its own.`,
  reset: 'Reset billing details',
  resetConfirm:
    'This account will stop using the billing details of its organization and will no longer be invoiced. Submit again to confirm.',
  /** The provider's card path (billing/payment) on a server without a provider. */
  noProvider:
    'This server has no card payment provider: send the card as paymentDetails with the billing details instead.',
  /**
   * SPEC §5 (wording ours): the card fields of the billing form on a server without a card provider
   * (SPEC §3 paymentDetails).
   */
  card: {
    legend: 'Card',
    numberRequired: 'Card number is required',
    numberDigits: 'Card number must contain digits only',
    numberLength: `Card number must be ${BILLING_LIMITS.cardNumberMinLength} to ${BILLING_LIMITS.cardNumberMaxLength} digits`,
    /** The Luhn check digit does not match: a digit was mistyped. */
    numberInvalid: 'Card number is not valid: check the digits',
    holderRequired: 'Cardholder name is required',
    holderTooLong: `Cardholder name must be at most ${BILLING_LIMITS.nameMaxLength} characters`,
    monthRequired: 'Choose the expiry month',
    yearRequired: 'Choose the expiry year',
    yearOutOfRange: (first: string, last: string) => `Expiry year must be between ${first} and ${last}`,
    expired: 'The card has expired: choose a month from this month on',
    cvvRequired: 'CVV is required',
    cvvDigits: 'CVV must contain digits only',
    cvvLength: `CVV must be ${BILLING_LIMITS.cvvLength} or ${BILLING_LIMITS.amexCvvLength} digits`,
    otherCvvLength: `CVV must be ${BILLING_LIMITS.cvvLength} digits (${BILLING_LIMITS.amexCvvLength} only for American Express)`,
    amexCvvLength: `American Express cards have a ${BILLING_LIMITS.amexCvvLength}-digit CVV`,
    /** With a card provider the card goes through its card form, never to the console. */
    providerTakesCard:
      "This server takes cards through its payment provider's card form only: paymentDetails cannot be sent",
  },
  providerUnavailable: 'The card payment provider could not be reached. Nothing was saved; please try again.',
  invalidBrand: 'Only Mastercard and Visa cards can be used for billing',
  noVerificationPending: 'No card verification is waiting for a result',
  synchronisedRefusal: "Billing is synced to the account's organization: reset it to change this account's billing",
  charges: 'Charges',
  invoices: 'Invoices',
  /** Issuing an invoice on demand: only for a month that is over. */
  monthNotEnded: (month: string) => `The invoice of ${month} can be issued once the month has ended`,
  invoiceNotFound: 'Invoice not found',
} as const;
