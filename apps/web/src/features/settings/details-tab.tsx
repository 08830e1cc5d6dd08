import { Code, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { getRouteApi } from '@tanstack/react-router';
import { useAccount } from '../../shared/account/account-query.ts';
import { CopyIdButton } from './copy-id-button.tsx';

const detailsRoute = getRouteApi('/console/accounts/$accountId/settings/details');

/**
 * settings/details: what identifies the account. The id is what support and the API ask for,
 * hence the copy button. (The account details form — company, contacts — comes with its issue.)
 */
export function DetailsTab() {
  const { accountId } = detailsRoute.useParams();
  const account = useAccount(accountId);
  return (
    <Stack gap="md">
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
            <CopyIdButton value={account.id} />
          </Group>
        </div>
      </Stack>
    </Stack>
  );
}
