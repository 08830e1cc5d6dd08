import { Stack, Title } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCan } from '../../shared/auth/use-can.ts';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { AddKeyForm } from './add-key-form.tsx';
import { encryptionKeysQuery, providerAccountsQuery } from './api.ts';
import { EncryptionKeysInfo } from './encryption-keys-info.tsx';
import { KeyTable } from './key-table.tsx';

const encryptionKeysRoute = getRouteApi('/console/accounts/$accountId/cluster-resources/encryption-keys');

/** cluster-resources/encryption-keys (SPEC §2): the account's AWS KMS keys for at-rest disk encryption. */
export function EncryptionKeysTab() {
  const { accountId } = encryptionKeysRoute.useParams();
  const canEdit = useCan('EDIT_ENCRYPTION_KEYS');
  // Shown to those who may edit; refused (maintenance) with the reason on the buttons.
  const refusal = useChangeRefusal('EDIT_ENCRYPTION_KEYS');
  const [keys, providerAccounts] = useSuspenseQueries({
    queries: [encryptionKeysQuery(accountId), providerAccountsQuery(accountId)],
  });
  return (
    <Stack gap="lg">
      <Title order={2}>Encryption Keys</Title>
      <EncryptionKeysInfo />
      {canEdit && <AddKeyForm accountId={accountId} providerAccounts={providerAccounts.data} refusal={refusal} />}
      <KeyTable accountId={accountId} keys={keys.data} canEdit={canEdit} refusal={refusal} />
    </Stack>
  );
}
