import { api, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { billingForm, billingMember } from './billing-test-kit.ts';

/** A console whose card payments are off (PAY_PROVIDER=none): the billing form without them. */
let cardless: TestApp;
beforeAll(async () => {
  cardless = await startTestApp({ PAY_PROVIDER: 'none' });
});
afterAll(() => cardless.close());

describe('billing without card payments', () => {
  it('has no client configuration when card payments are off, and refuses a card then', async () => {
    const { accountId, client } = await billingMember(cardless, 'OWNER');
    expect((await client.ok(api.billing.get, { params: { accountId } })).clientConfiguration).toBeNull();
    const refused = await client.call(api.billing.payment, {
      params: { accountId },
      body: {
        ...billingForm(),
        savedDetails: {
          paymentMethod: {
            type: 'scheme',
            encryptedCardNumber: 'x',
            encryptedExpiryMonth: 'x',
            encryptedExpiryYear: 'x',
            encryptedSecurityCode: 'x',
            holderName: 'J.Smith',
            brand: 'visa',
          },
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errors: [{ name: 'savedDetails', message: MESSAGES.billing.noProvider }] });
  });
});
