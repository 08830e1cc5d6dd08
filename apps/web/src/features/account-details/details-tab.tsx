import { Code, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { accountDetailsQuery } from '../../shared/account/account-details-query.ts';
import { useAccount } from '../../shared/account/account-query.ts';
import { useCan } from '../../shared/auth/use-can.ts';
import { PageLoader } from '../../shared/ui/page-states.tsx';
import { QueryBoundary } from '../../shared/ui/query-boundary.tsx';
import { AccountDetailsForm } from './account-details-form.tsx';
import { CopyValueButton } from '../../shared/ui/copy-value-button.tsx';
import { OrganisationSection } from './organisation-section.tsx';

const detailsRoute = getRouteApi('/console/accounts/$accountId/settings/details');

/**
 * settings/details (SPEC §2 Account details screen): what identifies the account (the id is what
 * support and the API ask for, hence the copy button), the 'Update Account Details' form and the
 * account's organisation.
 */
export function DetailsTab() {
  const { accountId } = detailsRoute.useParams();
  const account = useAccount(accountId);
  return (
    <Stack gap="lg">
      <Title order={2}>Details</Title>
      <Stack component="dl" gap="sm" m={0}>
        <div>
          <Text component="dt" fw={700}>
            Account name
          </Text>
          <Text component="dd" m={0}>
            {account.name}
          </Text>
        </div>
        <div>
          <Text component="dt" fw={700}>
            Account ID
          </Text>
          <Group component="dd" m={0} gap="xs" wrap="nowrap">
            <Code style={{ overflowWrap: 'anywhere' }}>{account.id}</Code>
            <CopyValueButton value={account.id} name="account ID" />
          </Group>
        </div>
      </Stack>
      {/* The id above stays usable when the details cannot be read: this part says so, with a retry. */}
      <QueryBoundary pending={<PageLoader label="Loading the account details" />} resetKey={accountId}>
        <AccountDetailsSections accountId={accountId} />
      </QueryBoundary>
    </Stack>
  );
}

function AccountDetailsSections({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  const details = useSuspenseQuery(accountDetailsQuery(accountId)).data;
  const canEdit = useCan('EDIT_ACCOUNT');
  return (
    <Stack gap="lg">
      {/* Keyed by account: switching accounts starts from that account's stored details. */}
      <AccountDetailsForm key={accountId} accountId={accountId} details={details} canEdit={canEdit} />
      <OrganisationSection accountId={accountId} details={details} role={account.role} />
    </Stack>
  );
}
