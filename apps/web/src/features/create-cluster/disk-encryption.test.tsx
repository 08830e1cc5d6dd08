import { api, parseKmsArn, type EncryptionKey, type KeyValidity } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { choose, created, next, renderPage, serve, stepHeading } from './wizard-test-kit.tsx';

/** A key of the account as the list answers it, its region from its ARN. */
function accountKey(id: string, alias: string, region: string, validity: KeyValidity): EncryptionKey {
  const arn = `arn:aws:kms:${region}:123456789012:key/${id}`;
  const parsed = parseKmsArn(arn);
  if (!parsed) throw new Error(`not an ARN: ${arn}`);
  return {
    id,
    alias,
    providerAccount: 'Acme AWS',
    providerAccountId: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
    inUse: false,
    arn: {
      value: arn,
      awsAccountId: parsed.awsAccountId,
      kmsId: parsed.kmsId,
      regions: [parsed.region],
      isValid: validity === 'Valid',
    },
    validity,
  };
}

const VIRGINIA = accountKey('6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'virginia', 'us-east-1', 'Valid');
const KEYS = [
  VIRGINIA,
  accountKey('0a9b8c7d-6e5f-4d3c-9b2a-1f0e9d8c7b6a', 'ireland', 'eu-west-1', 'Valid'),
  accountKey('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', 'broken', 'us-east-1', 'Invalid'),
];

// The test walks the wizard as a user would, through several loads of the fake catalogue.
describe('disk encryption in the create-cluster wizard', { timeout: 20_000 }, () => {
  it('offers only the Valid keys of the AWS data centre’s region and sends the chosen one', async () => {
    let body: { dataCentres?: { awsSettings?: unknown }[] } = {};
    serve({
      extra: [
        [api.encryptionKeys.list, () => ok(KEYS)],
        [
          api.clusters.createCassandra,
          (request) => {
            body = request.body as typeof body;
            return created(request);
          },
        ],
      ],
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Cluster name/), 'orders-db');
    await next();
    await stepHeading('SLA tier and version');
    await next();
    await stepHeading('Provider, region and nodes');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Region/, { selector: 'input' }).value).toBe('US_EAST_1'),
    );
    await choose(/^Node size/, /^CAS-PRD-r7g\.large-120/);
    await next();
    await stepHeading('Network and options');

    await userEvent.click(await screen.findByLabelText(/^Disk encryption key/, { selector: 'input' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['None (AWS-managed encryption)', `virginia (${VIRGINIA.arn.kmsId})`]);
    await userEvent.click(screen.getByRole('option', { name: /^virginia/ }));
    await next();
    await stepHeading('Tags');
    await next();
    await stepHeading('Review and create');
    await userEvent.click(screen.getByRole('button', { name: 'Create cluster' }));
    await waitFor(() => expect(body.dataCentres?.[0]?.awsSettings).toEqual([{ ebsEncryptionKey: VIRGINIA.id }]));
  });
});
