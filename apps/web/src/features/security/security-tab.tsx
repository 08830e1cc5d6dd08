import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMe } from '../../shared/auth/session.ts';
import { useCan } from '../../shared/auth/use-can.ts';
import { ApiKeySecurity } from './api-key-security.tsx';
import { securityQuery } from './api.ts';
import { SecurityForm } from './security-form.tsx';
import { SecurityNotices } from './security-notices.tsx';

const securityRoute = getRouteApi('/console/accounts/$accountId/settings/security');

/** settings/security (SPEC §2): the account's security settings, editable with EDIT_SECURITY. */
export function SecurityTab() {
  const { accountId } = securityRoute.useParams();
  const settings = useSuspenseQuery(securityQuery(accountId)).data;
  const canEdit = useCan('EDIT_SECURITY');
  const me = useMe();

  return (
    <Stack gap="md">
      <Title order={2}>Security</Title>
      <SecurityNotices sso={settings.hasActiveExternalIDP} canEdit={canEdit} />
      {/* Keyed by account: switching accounts starts from that account's stored settings. */}
      <SecurityForm
        key={accountId}
        accountId={accountId}
        view={settings}
        canEdit={canEdit}
        maintenance={me.features.databaseMaintenance}
      />
      <ApiKeySecurity accountId={accountId} />
    </Stack>
  );
}
