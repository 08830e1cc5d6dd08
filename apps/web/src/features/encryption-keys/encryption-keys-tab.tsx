import { Stack, Title } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCan } from '../../shared/auth/use-can.ts';
import { AddKeyForm } from './add-key-form.tsx';
import { encryptionKeysQuery, providerAccountsQuery } from './api.ts';
import { EncryptionKeysInfo } from './encryption-keys-info.tsx';
import { KeyTable } from './key-table.tsx';

const encryptionKeysRoute = getRouteApi('/console/accounts/$accountId/cluster-resources/encryption-keys');

/** cluster-resources/encryption-keys (SPEC §2): the account's AWS KMS keys for at-rest disk encryption. */
export function EncryptionKeysTab() {
  const { accountId } = encryptionKeysRoute.useParams();
  const canEdit = useCan('EDIT_ENCRYPTION_KEYS');
  const [keys, providerAccounts] = useSuspenseQueries({
    queries: [encryptionKeysQuery(accountId), providerAccountsQuery(accountId)],
  });
  return (
    <Stack gap="lg">
      <Title order={2}>Encryption Keys</Title>
      <EncryptionKeysInfo />
      {canEdit && <AddKeyForm accountId={accountId} providerAccounts={providerAccounts.data} />}
      <KeyTable accountId={accountId} keys={keys.data} canEdit={canEdit} />
    </Stack>
  );
}
