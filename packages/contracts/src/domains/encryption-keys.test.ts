import { describe, expect, it } from 'vitest';
import { addEncryptionKeyBodySchema, parseKmsArn, toPublicEncryptionKey, validityOf } from './encryption-keys.ts';

const KEY_ID = '12345678-1234-1234-1234-123456789abc';
const PROVIDER_ID = '0d3c5a52-7e0f-4b8e-9a51-3f3b7c1d2e4f';

describe('parseKmsArn', () => {
  it.each([
    [
      `arn:aws:kms:us-east-1:123456789012:key/${KEY_ID}`,
      { awsRegion: 'us-east-1', region: 'US_EAST_1', awsAccountId: '123456789012', kmsId: KEY_ID },
    ],
    [
      `arn:aws:kms:ap-southeast-2:000000000001:key/${KEY_ID}`,
      { awsRegion: 'ap-southeast-2', region: 'AP_SOUTHEAST_2', awsAccountId: '000000000001', kmsId: KEY_ID },
    ],
    [
      'arn:aws:kms:eu-west-1:123456789012:alias/my-key',
      { awsRegion: 'eu-west-1', region: 'EU_WEST_1', awsAccountId: '123456789012', kmsId: 'alias/my-key' },
    ],
    [
      `arn:aws-us-gov:kms:us-gov-west-1:123456789012:key/${KEY_ID}`,
      { awsRegion: 'us-gov-west-1', region: 'US_GOV_WEST_1', awsAccountId: '123456789012', kmsId: KEY_ID },
    ],
    [
      `  arn:aws:kms:us-east-1:123456789012:key/${KEY_ID}  `,
      { awsRegion: 'us-east-1', region: 'US_EAST_1', awsAccountId: '123456789012', kmsId: KEY_ID },
    ],
  ])('%s is parsed', (arn, expected) => {
    expect(parseKmsArn(arn)).toEqual(expected);
  });

  it.each([
    ['', 'empty'],
    ['not an arn', 'free text'],
    [`arn:aws:s3:us-east-1:123456789012:key/${KEY_ID}`, 'another service'],
    [`arn:aws:kms:us-east-1:12345678901:key/${KEY_ID}`, 'an 11-digit account'],
    [`arn:aws:kms:us-east-1:1234567890123:key/${KEY_ID}`, 'a 13-digit account'],
    [`arn:aws:kms::123456789012:key/${KEY_ID}`, 'no region'],
    [`arn:aws:kms:US-EAST-1:123456789012:key/${KEY_ID}`, 'an upper-case region'],
    ['arn:aws:kms:us-east-1:123456789012:key/not-a-uuid', 'a key id that is not a uuid'],
    ['arn:aws:kms:us-east-1:123456789012:alias/', 'an empty alias'],
    ['arn:aws:kms:us-east-1:123456789012:alias/aws/ebs', 'an AWS-managed alias'],
    [`arn:aws:kms:us-east-1:123456789012:grant/${KEY_ID}`, 'neither key nor alias'],
    [`arn:aws:kms:us-east-1:123456789012:key/${KEY_ID}/extra`, 'trailing parts'],
  ])('%s is refused (%s)', (arn) => {
    expect(parseKmsArn(arn)).toBeNull();
  });
});

describe('addEncryptionKeyBodySchema', () => {
  const valid = {
    alias: 'virginia 1',
    arn: `arn:aws:kms:us-east-1:123456789012:key/${KEY_ID}`,
    providerAccountId: PROVIDER_ID,
  };
  it.each([
    [{ ...valid, alias: '' }, 'alias'],
    [{ ...valid, alias: 'bad!' }, 'alias'],
    [{ ...valid, alias: 'a'.repeat(31) }, 'alias'],
    [{ ...valid, arn: '' }, 'arn'],
    [{ ...valid, arn: 'arn:aws:kms:us-east-1:123:key/x' }, 'arn'],
    [{ ...valid, providerAccountId: '' }, 'providerAccountId'],
  ])('refuses %j naming %s', (body, field) => {
    const result = addEncryptionKeyBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
  it('accepts a key ARN with an alias and a provider account', () => {
    expect(addEncryptionKeyBodySchema.safeParse(valid).success).toBe(true);
  });
});

describe('validityOf and toPublicEncryptionKey', () => {
  it.each([
    [null, 'Unknown'],
    [true, 'Valid'],
    [false, 'Invalid'],
  ] as const)('%s is %s', (isValid, validity) => expect(validityOf(isValid)).toBe(validity));

  it('names regions as AWS does', () => {
    const key = toPublicEncryptionKey({
      id: KEY_ID,
      alias: 'k',
      providerAccount: 'INSTACLUSTR',
      providerAccountId: KEY_ID,
      inUse: false,
      arn: { value: 'arn', awsAccountId: '123456789012', kmsId: KEY_ID, regions: ['US_EAST_1'], isValid: null },
      validity: 'Unknown',
    });
    expect(key.regions).toEqual([{ name: 'us-east-1' }]);
    expect(key.providerAccountName).toBe('INSTACLUSTR');
  });
});
