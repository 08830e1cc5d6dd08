import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCan } from '../../shared/auth/use-can.ts';
import { useMe } from '../../shared/auth/session.ts';
import { ErrorState, PageLoader } from '../../shared/ui/page-states.tsx';
import { ApiKeySecurity } from './api-key-security.tsx';
import { securityQuery } from './api.ts';
import { SecurityForm } from './security-form.tsx';
import { SecurityNotices } from './security-notices.tsx';

const securityRoute = getRouteApi('/console/accounts/$accountId/settings/security');

/** settings/security (SPEC §2): the account's security settings, editable with EDIT_SECURITY. */
export function SecurityTab() {
  const { accountId } = securityRoute.useParams();
  const settings = useQuery(securityQuery(accountId));
  const canEdit = useCan('EDIT_SECURITY');
  const me = useMe();

  return (
    <Stack gap="md">
      <Title order={2}>Security</Title>
      {settings.isPending ? (
        <PageLoader label="Loading security settings" />
      ) : settings.isError ? (
        <ErrorState
          title="The security settings could not be loaded"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <SecurityNotices sso={settings.data.hasActiveExternalIDP} canEdit={canEdit} />
          {/* Keyed by account: switching accounts starts from that account's stored settings. */}
          <SecurityForm
            key={accountId}
            accountId={accountId}
            view={settings.data}
            canEdit={canEdit}
            maintenance={me.features.databaseMaintenance}
          />
          <ApiKeySecurity accountId={accountId} />
        </>
      )}
    </Stack>
  );
}
