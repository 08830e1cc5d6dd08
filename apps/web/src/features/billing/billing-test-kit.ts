import type { CardState } from '@datadeck/card-widget';
import {
  api,
  cardBrandOfNumber,
  type Account,
  type AddressDetails,
  type BillingDetails,
  type BillingSubmissionResult,
  type BillingUpdate,
  type Charges,
  type Invoice,
  type Me,
  type PaymentDetails,
  type Role,
} from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const billingPage = `/accounts/${ACCOUNT_ID}/settings/billing`;

export const address: AddressDetails = {
  firstName: 'Dana',
  lastName: 'Owner',
  phoneNumber: '+1 415 555 0100',
  companyName: 'Acme Pty Ltd',
  streetAddress: '1 Market Street',
  extendedAddress: null,
  locality: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  countryCodeAlpha2: 'US',
};

/** A card account with no details yet and no card provider, which the owner may edit. */
export function billingView(overrides: Partial<BillingDetails> = {}): BillingDetails {
  return {
    mode: 'CARD',
    isInvoiced: false,
    contactEmail: null,
    addressDetails: null,
    savedDetails: null,
    isBillingSynced: false,
    organisation: null,
    editPermitted: true,
    resetPermitted: true,
    clientConfiguration: null,
    ...overrides,
  };
}

export const withDetails = (overrides: Partial<BillingDetails> = {}) =>
  billingView({ contactEmail: 'billing@acme.example', addressDetails: address, ...overrides });

export const cardConfiguration: NonNullable<BillingDetails['clientConfiguration']> = {
  paymentMethods: ['scheme'],
  brands: ['mc', 'visa'],
  environment: 'test',
  clientKey: 'test_CONSOLEKEY',
  providerUrl: 'http://localhost:8081',
};

export const savedCard: NonNullable<BillingDetails['savedDetails']> = {
  card: { brand: 'mc', lastFour: '1111', expiryMonth: 3, expiryYear: 2030, holderName: 'J.Smith' },
  billingAddress: { countryCodeAlpha2: 'US' },
};

export const charges: Charges = {
  month: '2026-11',
  currency: 'USD',
  isEstimate: true,
  clusters: [
    {
      clusterId: '0b6f4a52-8c1e-4f7a-9d3b-2e5c6a7b8c9d',
      name: 'orders-cassandra',
      lines: [{ nodeSize: 'r6g.large', nodes: 3, monthlyPriceCents: 45_000, days: 12.75, amountCents: 135_000 }],
      amountCents: 135_000,
    },
  ],
  byNodeSize: [{ nodeSize: 'r6g.large', nodes: 3, amountCents: 135_000 }],
  subtotalCents: 135_000,
  gstCents: 13_500,
  totalCents: 148_500,
  daily: [
    { date: '2026-11-01', amountCents: 4_500 },
    { date: '2026-11-02', amountCents: 4_600 },
  ],
};

export const invoice: Invoice = {
  id: '5e0c1d2a-3b4c-4d5e-8f70-81a2b3c4d5e6',
  number: 'DD-000042',
  month: '2026-10',
  status: 'ISSUED',
  subtotalCents: 120_000,
  gstCents: 12_000,
  totalCents: 132_000,
  issuedAt: '2026-11-01T00:05:00.000Z',
};

type ServeOptions = {
  role?: Role;
  user?: Partial<Me>;
  /** Answers POST /billing; by default stores the body and answers Authorised. */
  update?: (request: FakeRequest) => Reply;
  payment?: (request: FakeRequest) => Reply;
  result?: (request: FakeRequest) => Reply;
  charges?: () => Reply;
  invoices?: Invoice[];
};

/** A card entered without a provider, as the server keeps it: last four digits, expiry, holder. */
export function cardOnFile(details: PaymentDetails, country: AddressDetails['countryCodeAlpha2']) {
  return {
    card: {
      brand: cardBrandOfNumber(details.cardNumber),
      lastFour: details.cardNumber.slice(-4),
      expiryMonth: Number(details.expirationMonth),
      expiryYear: Number(details.expirationYear),
      holderName: details.cardholderName,
    },
    billingAddress: { countryCodeAlpha2: country },
  };
}

/** What the fake server was sent, per endpoint. */
export type Sent = { updates: unknown[]; payments: unknown[]; results: unknown[]; billingReads: number };

const answer = (billing: BillingDetails): BillingSubmissionResult => ({
  resultCode: 'Authorised',
  action: null,
  billing,
});

/** The billing tab's API, holding the billing as the last save left it. */
export function serveBilling(view: BillingDetails, options: ServeOptions = {}): Sent {
  const { role = 'OWNER', user = {}, invoices = [] } = options;
  const sent: Sent = { updates: [], payments: [], results: [], billingReads: 0 };
  let stored = view;
  const signedIn: Me = signedInAs(role, user).me;
  const theAccount: Account = signedInAs(role).account;
  // As the server: a later read gives the billing a card submission left.
  const keep = (reply: Reply): Reply => {
    if (reply.status === 200) stored = (reply.body as BillingSubmissionResult).billing;
    return reply;
  };
  stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok(theAccount)],
    [
      api.billing.get,
      () => {
        sent.billingReads += 1;
        return ok(stored);
      },
    ],
    [
      api.billing.update,
      (request) => {
        sent.updates.push(request.body);
        if (options.update) return options.update(request);
        const body = request.body as BillingUpdate;
        const country = body.addressDetails.countryCodeAlpha2;
        stored = {
          ...stored,
          contactEmail: body.contactEmail,
          addressDetails: body.addressDetails,
          // As the server without a provider: a card sent with the form is saved (SPEC §3 paymentDetails).
          savedDetails: body.paymentDetails ? cardOnFile(body.paymentDetails, country) : stored.savedDetails,
          isBillingSynced: false,
          organisation: null,
          editPermitted: true,
        };
        return ok(answer(stored));
      },
    ],
    [
      api.billing.payment,
      (request) => {
        sent.payments.push(request.body);
        return keep(options.payment ? options.payment(request) : ok(answer(stored)));
      },
    ],
    [
      api.billing.result,
      (request) => {
        sent.results.push(request.body);
        return keep(options.result ? options.result(request) : ok(answer(stored)));
      },
    ],
    [api.billing.charges, options.charges ?? (() => ok(charges))],
    [api.billing.invoices, () => ok({ invoices })],
  ]);
  return sent;
}

/** Opens the tab and waits for its form's heading. */
export async function openBilling(path = billingPage) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 3, name: 'Billing details' });
  return view;
}

export const field = (name: string) => screen.getByRole('textbox', { name });

/** What the widget hands over for a complete card: encrypted values only, and the page's origin. */
export const cardState: CardState = {
  isValid: true,
  brand: 'visa',
  errors: {},
  data: {
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: 'eyJ.number',
      encryptedExpiryMonth: 'eyJ.month',
      encryptedExpiryYear: 'eyJ.year',
      encryptedSecurityCode: 'eyJ.cvc',
      holderName: 'J.Smith',
      brand: 'visa',
    },
    browserInfo: {
      acceptHeader: '*/*',
      colorDepth: 24,
      language: 'en-US',
      javaEnabled: false,
      screenHeight: 900,
      screenWidth: 1440,
      userAgent: 'test',
      timeZoneOffset: 0,
    },
    origin: 'http://localhost:3000',
  },
};

/** The 3-D Secure action the server hands back for the widget to run. */
export const threeDSAction = {
  type: 'threeDS2',
  subtype: 'challenge',
  token: 'tok',
  paymentData: 'pd',
  paymentMethodType: 'scheme',
} as const;
