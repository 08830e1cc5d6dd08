import {
  addEncryptionKeyBodySchema,
  api,
  parseKmsArn,
  type Account,
  type EncryptionKey,
  type Me,
  type ProviderAccount,
  type Role,
} from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const keysPage = `/accounts/${ACCOUNT_ID}/cluster-resources/encryption-keys`;
export const ACME: ProviderAccount = {
  id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  name: 'Acme AWS',
  provider: 'AWS_VPC',
  awsAccountId: '123456789012',
};
export const VALID_ARN = 'arn:aws:kms:us-east-1:123456789012:key/4f1c1a52-6c5b-4a7e-9d0e-2b7f3c9a8e11';

/** A key as the list answers it, its ARN facts from the contracts' parser. */
export function key(overrides: Partial<EncryptionKey> & { id: string; alias: string }, arn = VALID_ARN): EncryptionKey {
  const parsed = parseKmsArn(arn);
  if (!parsed) throw new Error(`not an ARN: ${arn}`);
  return {
    providerAccount: ACME.name,
    providerAccountId: ACME.id,
    inUse: false,
    arn: {
      value: arn,
      awsAccountId: parsed.awsAccountId,
      kmsId: parsed.kmsId,
      regions: [parsed.region],
      isValid: null,
    },
    validity: 'Unknown',
    ...overrides,
  };
}

export type KeyCall = { call: 'add' | 'delete' | 'validate'; keyId?: string; body?: unknown };

type ServeOptions = {
  role?: Role;
  keys?: EncryptionKey[];
  /** Answers a change instead of the fake's state; the request is recorded all the same. */
  answer?: (request: FakeRequest, call: KeyCall['call']) => Reply | undefined;
  /** Scheduled database maintenance is on (the staff switch, read through /v1/me). */
  maintenance?: boolean;
};

/** A fake server that keeps the keys; returns the changes it was asked for. */
export function serveKeys({ role = 'OWNER', keys = [], answer, maintenance = false }: ServeOptions = {}) {
  const calls: KeyCall[] = [];
  let stored = [...keys];
  const caller: Me = signedInAs(role, { features: { databaseMaintenance: maintenance } }).me;
  const theAccount: Account = signedInAs(role).account;
  stubApi([
    [api.auth.me, () => ok(caller)],
    [api.accounts.get, () => ok(theAccount)],
    [api.encryptionKeys.list, () => ok(stored)],
    [api.encryptionKeys.providerAccounts, () => ok([ACME])],
    [
      api.encryptionKeys.add,
      (request) => {
        calls.push({ call: 'add', body: request.body });
        const refused = answer?.(request, 'add');
        if (refused) return refused;
        // The server's own schema reads the body: a body it would refuse fails the test here.
        const body = addEncryptionKeyBodySchema.parse(request.body);
        const added = key({ id: `0000000${stored.length}-0000-4000-8000-000000000000`, alias: body.alias }, body.arn);
        stored = [...stored, added];
        return { status: 201, body: added };
      },
    ],
    [
      api.encryptionKeys.delete,
      (request) => {
        calls.push({ call: 'delete', keyId: request.params.keyId });
        const refused = answer?.(request, 'delete');
        if (refused) return refused;
        stored = stored.filter((k) => k.id !== request.params.keyId);
        return { status: 204 };
      },
    ],
    [
      api.encryptionKeys.validate,
      (request) => {
        calls.push({ call: 'validate', keyId: request.params.keyId });
        const refused = answer?.(request, 'validate');
        if (refused) return refused;
        stored = stored.map((k) =>
          k.id === request.params.keyId ? { ...k, validity: 'Valid', arn: { ...k.arn, isValid: true } } : k,
        );
        return ok({ isValid: true, message: 'The key is valid for the provider account' });
      },
    ],
  ]);
  return { calls };
}

export async function openKeys() {
  const view = renderApp(keysPage);
  await screen.findByRole('heading', { level: 2, name: 'Encryption Keys' });
  return view;
}

export const keyTable = () => screen.getByRole('table', { name: 'Encryption keys' });

export const rowOf = (text: string) => {
  const row = within(keyTable()).getByText(text).closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
};
