import { describe, expect, it } from 'vitest';
import {
  apiHeaders,
  cardPaymentMethod,
  CLIENT_KEY,
  encrypt,
  HOST_ORIGIN,
  MERCHANT,
  paymentBody,
  postJson,
  useSandbox,
} from './helpers.ts';

/** SPEC §5: the Korean (KCP) and Brazilian fields, from binLookup to the payment. */
const sandbox = useSandbox();

const KOREAN_VISA = '4659310000000009';
const KOREAN_MC = '5366480000000001';
const BRAZILIAN_VISA = '4984010000000001';
const BRAZILIAN_MC = '5234210000000002';
const CPF = '529.982.247-25';
const CNPJ = '11.222.333/0001-81';

async function lookUp(bin: string) {
  return postJson(`${sandbox.base}/v3/bin/binLookup?token=${CLIENT_KEY}`, {
    type: 'card',
    supportedBrands: ['mc', 'visa', 'elo'],
    encryptedBin: await encrypt(sandbox.keys, { bin }),
    requestId: 'r1',
  });
}

const password = (value: string) => encrypt(sandbox.keys, { password: value });

async function pay(number: string, method: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const paymentMethod = { ...(await cardPaymentMethod(sandbox.keys, { number })), ...method };
  return postJson(`${sandbox.base}/v71/payments`, paymentBody(paymentMethod, extra), apiHeaders);
}

describe('binLookup of the country-specific cards', () => {
  it('names the Korean cards KR (the widget then asks for the KCP fields)', async () => {
    for (const bin of [KOREAN_VISA.slice(0, 8), KOREAN_MC.slice(0, 6)]) {
      const answer = await lookUp(bin);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ issuingCountryCode: 'KR', showSocialSecurityNumber: false });
    }
  });

  it('asks for the social security number for Brazilian cards only, global brands included', async () => {
    for (const bin of [BRAZILIAN_VISA.slice(0, 8), BRAZILIAN_MC.slice(0, 8), '50669912', '60628200']) {
      expect((await lookUp(bin)).body).toMatchObject({ issuingCountryCode: 'BR', showSocialSecurityNumber: true });
    }
    expect((await lookUp('41111111')).body).toMatchObject({
      issuingCountryCode: 'US',
      showSocialSecurityNumber: false,
    });
    expect((await lookUp(KOREAN_VISA.slice(0, 8))).body.showSocialSecurityNumber).toBe(false);
  });
});

describe('payments with a Korean card', () => {
  it('authorises with the tax number (birth date or business number) and the encrypted password', async () => {
    const birthDate = await pay(KOREAN_VISA, { taxNumber: '850123', encryptedPassword: await password('12') });
    expect(birthDate.status).toBe(200);
    expect(birthDate.body.resultCode).toBe('Authorised');
    const business = await pay(KOREAN_MC, { taxNumber: '1234567890', encryptedPassword: await password('00') });
    expect(business.body.resultCode).toBe('Authorised');
  });

  it('refuses a Korean card without the tax number or the password, naming the field', async () => {
    const noTax = await pay(KOREAN_VISA, { encryptedPassword: await password('12') });
    expect(noTax.status).toBe(422);
    expect(noTax.body).toMatchObject({
      errorCode: 'validation.taxNumber',
      errorType: 'validation',
      message: 'paymentMethod.taxNumber: required for a Korean (KCP) card',
    });
    const noPassword = await pay(KOREAN_VISA, { taxNumber: '850123' });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body).toMatchObject({
      errorCode: 'validation.password',
      message: 'paymentMethod.encryptedPassword: required for a Korean (KCP) card',
    });
    const neither = await pay(KOREAN_MC);
    expect(neither.body.errorCode).toBe('validation.taxNumber');
  });

  it('refuses a tax number that is not digits, and a password that is not 2 digits or not decryptable', async () => {
    const letters = await pay(KOREAN_VISA, { taxNumber: '85012a', encryptedPassword: await password('12') });
    expect(letters.status).toBe(422);
    expect(letters.body.message).toMatch(/^paymentMethod\.taxNumber: must be 6 to 10 digits/);
    // The schema already refuses fewer than 6 or more than 10 characters (400).
    expect((await pay(KOREAN_VISA, { taxNumber: '85012', encryptedPassword: await password('12') })).status).toBe(400);
    const short = await pay(KOREAN_VISA, { taxNumber: '850123', encryptedPassword: await password('1') });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({
      errorCode: 'validation.password',
      message: 'paymentMethod.encryptedPassword: must be the first 2 digits of the card password',
    });
    const forged = await pay(KOREAN_VISA, { taxNumber: '850123', encryptedPassword: 'not-a-jwe' });
    expect(forged.status).toBe(422);
    expect(forged.body).toMatchObject({
      errorCode: 'validation.password',
      message: 'password: the encrypted value cannot be decrypted',
    });
    // A blob of another field is not a password.
    const cvcBlob = await encrypt(sandbox.keys, { cvc: '12' });
    expect((await pay(KOREAN_VISA, { taxNumber: '850123', encryptedPassword: cvcBlob })).body.errorCode).toBe(
      'validation.password',
    );
  });

  it('refuses the KCP fields on a card that is not Korean', async () => {
    const answer = await pay('4111111111111111', { taxNumber: '850123', encryptedPassword: await password('12') });
    expect(answer.status).toBe(422);
    expect(answer.body.errorCode).toBe('validation.kcp');
  });

  it('never writes the tax number or the password into its logs', async () => {
    await pay(KOREAN_VISA, { taxNumber: '770707', encryptedPassword: await password('98') });
    expect(sandbox.logs()).not.toContain('770707');
  });
});

describe('payments with a Brazilian card', () => {
  it('authorises with a CPF or a CNPJ, formatted or as digits', async () => {
    for (const socialSecurityNumber of [CPF, CNPJ, '52998224725']) {
      const answer = await pay(BRAZILIAN_VISA, {}, { socialSecurityNumber });
      expect(answer.status).toBe(200);
      expect(answer.body.resultCode).toBe('Authorised');
    }
    expect((await pay(BRAZILIAN_MC, {}, { socialSecurityNumber: CNPJ })).body.resultCode).toBe('Authorised');
  });

  it('refuses a Brazilian card without it, and any number with wrong check digits', async () => {
    const missing = await pay(BRAZILIAN_VISA);
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      errorCode: 'validation.socialSecurityNumber',
      message: 'socialSecurityNumber: required for a Brazilian card (CPF or CNPJ)',
    });
    for (const wrong of ['529.982.247-26', '11.222.333/0001-82', '111.111.111-11']) {
      const answer = await pay(BRAZILIAN_VISA, {}, { socialSecurityNumber: wrong });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(
        'socialSecurityNumber: not a valid CPF (000.000.000-00) or CNPJ (00.000.000/0000-00)',
      );
    }
    // More than 18 characters is refused by the schema.
    expect((await pay(BRAZILIAN_VISA, {}, { socialSecurityNumber: `${CNPJ}0` })).status).toBe(400);
  });

  it('checks a number sent for another card too (the widget shows the field always in show mode)', async () => {
    expect((await pay('4111111111111111', {}, { socialSecurityNumber: CPF })).body.resultCode).toBe('Authorised');
    expect((await pay('4111111111111111', {}, { socialSecurityNumber: '123' })).status).toBe(422);
  });

  it('takes it through a session payment as well', async () => {
    const session = await postJson(
      `${sandbox.base}/v71/sessions`,
      {
        merchantAccount: MERCHANT,
        amount: { currency: 'BRL', value: 1000 },
        reference: 'order-br',
        returnUrl: 'http://localhost:8080/checkout',
        countryCode: 'BR',
      },
      apiHeaders,
    );
    const { id, sessionData } = session.body as { id: string; sessionData: string };
    const paymentMethod = await cardPaymentMethod(sandbox.keys, { number: BRAZILIAN_MC });
    const call = (extra: Record<string, unknown>) =>
      postJson(
        `${sandbox.base}/v1/sessions/${id}/payments?clientKey=${CLIENT_KEY}`,
        { sessionData, paymentMethod, ...extra },
        { origin: HOST_ORIGIN },
      );
    const refused = await call({});
    expect(refused.status).toBe(422);
    expect(refused.body.errorCode).toBe('validation.socialSecurityNumber');
    const paid = await call({ socialSecurityNumber: CPF });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ resultCode: 'Authorised' });
  });
});
