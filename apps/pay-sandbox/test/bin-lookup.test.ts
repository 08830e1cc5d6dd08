import { describe, expect, it } from 'vitest';
import { CLIENT_KEY, encrypt, postJson, useSandbox } from './helpers.ts';

const sandbox = useSandbox();

async function lookUp(bin: string, supportedBrands = ['mc', 'visa', 'amex', 'cartebancaire', 'bcmc', 'maestro']) {
  const encryptedBin = await encrypt(sandbox.keys, { bin });
  return postJson(`${sandbox.base}/v3/bin/binLookup?token=${CLIENT_KEY}`, {
    type: 'card',
    supportedBrands,
    encryptedBin,
    requestId: `req-${bin}`,
  });
}

const body = (encryptedBin: string) => ({ type: 'card', supportedBrands: ['visa'], encryptedBin, requestId: 'r' });

describe('POST /v3/bin/binLookup', () => {
  it('answers a single-brand BIN with its pan length, policies and country, echoing requestId', async () => {
    const answer = await lookUp('41111111');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      requestId: 'req-41111111',
      brands: [
        {
          brand: 'visa',
          supported: true,
          paymentMethodVariant: 'visa',
          panLength: 16,
          cvcPolicy: 'required',
          expiryDatePolicy: 'required',
        },
      ],
      issuingCountryCode: 'US',
      showSocialSecurityNumber: false,
      fundingSource: 'CREDIT',
    });
  });

  it('answers the funding source: DEBIT for the debit test cards, none for a BIN the table lacks', async () => {
    expect((await lookUp('44000000')).body).toMatchObject({ brands: [{ brand: 'visa' }], fundingSource: 'DEBIT' });
    expect((await lookUp('52008282')).body).toMatchObject({ brands: [{ brand: 'mc' }], fundingSource: 'DEBIT' });
    expect((await lookUp('55555555')).body).toMatchObject({ fundingSource: 'CREDIT' });
    expect((await lookUp('42424242')).body).not.toHaveProperty('fundingSource');
  });

  it('answers amex with pan length 15', async () => {
    const answer = await lookUp('378282');
    expect(answer.body.brands).toEqual([expect.objectContaining({ brand: 'amex', panLength: 15 })]);
  });

  it('answers dual-brand BINs with both brands', async () => {
    expect((await lookUp('40355010')).body).toMatchObject({
      brands: [{ brand: 'visa' }, { brand: 'cartebancaire' }],
      issuingCountryCode: 'FR',
    });
    expect((await lookUp('45710000')).body).toMatchObject({
      brands: [
        { brand: 'visa', paymentMethodVariant: 'visadankort' },
        { brand: 'dankort', supported: false },
      ],
      issuingCountryCode: 'DK',
    });
    expect((await lookUp('67034444')).body).toMatchObject({
      brands: [{ brand: 'bcmc', cvcPolicy: 'hidden' }, { brand: 'maestro' }],
      issuingCountryCode: 'BE',
    });
  });

  it('marks a brand the merchant does not accept as unsupported', async () => {
    const answer = await lookUp('37144963', ['mc', 'visa']);
    expect(answer.body.brands).toEqual([expect.objectContaining({ brand: 'amex', supported: false })]);
  });

  it('asks for the social security number only for Brazilian elo/hipercard', async () => {
    expect((await lookUp('50669912')).body.showSocialSecurityNumber).toBe(true);
    expect((await lookUp('55555555')).body.showSocialSecurityNumber).toBe(false);
  });

  it('falls back to the widget prefix rules for BINs not in the table', async () => {
    const answer = await lookUp('51000000');
    expect(answer.status).toBe(200);
    expect(answer.body.brands).toEqual([expect.objectContaining({ brand: 'mc', supported: true })]);
    expect(answer.body.issuingCountryCode).toBeUndefined();
  });

  it('refuses an undecryptable, foreign-key or stale BIN with a 422 validation error', async () => {
    const url = `${sandbox.base}/v3/bin/binLookup?token=${CLIENT_KEY}`;
    const garbage = await postJson(url, body('not.a.jwe.at.all'));
    expect(garbage.status).toBe(422);
    expect(garbage.body).toMatchObject({ status: 422, errorType: 'validation' });
    const otherKid = await postJson(url, body(await encrypt(sandbox.keys, { bin: '411111' }, { kid: 'someone-else' })));
    expect(otherKid.status).toBe(422);
    const stale = await postJson(
      url,
      body(
        await encrypt(
          sandbox.keys,
          { bin: '411111' },
          { generationtime: new Date(Date.now() - 25 * 3_600_000).toISOString() },
        ),
      ),
    );
    expect(stale.status).toBe(422);
    const future = await postJson(
      url,
      body(
        await encrypt(
          sandbox.keys,
          { bin: '411111' },
          { generationtime: new Date(Date.now() + 10 * 60_000).toISOString() },
        ),
      ),
    );
    expect(future.status).toBe(422);
  });

  it('accepts A256CBC-HS512 content encryption too', async () => {
    const encryptedBin = await encrypt(sandbox.keys, { bin: '555555' }, { enc: 'A256CBC-HS512' });
    const answer = await postJson(`${sandbox.base}/v3/bin/binLookup?token=${CLIENT_KEY}`, {
      type: 'card',
      supportedBrands: ['mc'],
      encryptedBin,
      requestId: 'cbc',
    });
    expect(answer.body.brands).toEqual([expect.objectContaining({ brand: 'mc', paymentMethodVariant: 'mccredit' })]);
  });
});
