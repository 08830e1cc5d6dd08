import { Card, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { API_KEY_TYPE_RULES, type ApiKey } from '@datadeck/contracts';
import { useQuery } from '@tanstack/react-query';
import { allowListSummary } from '../../shared/api-keys/allow-list-summary.ts';
import { apiKeysQuery } from '../../shared/api-keys/api-keys-query.ts';
import { useCan } from '../../shared/auth/use-can.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { AnchorLink } from '../../shared/ui/router-links.tsx';

const nameOf = (key: ApiKey) => API_KEY_TYPE_RULES[key.apiKeyType].displayName;

/** The Manage links only for those who may change an allow-list. */
const columnsFor = (accountId: string, canEdit: boolean): readonly Column<ApiKey>[] => [
  { key: 'name', header: 'API key', cell: nameOf },
  { key: 'allowed-from', header: 'Allowed from', cell: (key) => allowListSummary(key.cidrAllowList) },
  {
    key: 'action',
    header: 'Action',
    hidden: !canEdit,
    cell: (key) => (
      <AnchorLink
        to="/accounts/$accountId/settings/security/$apiKeyType/manage-api-key"
        params={{ accountId, apiKeyType: key.apiKeyType }}
        aria-label={`Manage the allow-list of the ${nameOf(key)} API key`}
      >
        Manage
      </AnchorLink>
    ),
  },
];

/**
 * API key security on the Security tab (SPEC §2: its per-key `{apiType}/manage-api-key`
 * sub-route): where each of the user's keys may be used from, with a link to change it.
 */
export function ApiKeySecurity({ accountId }: { accountId: string }) {
  const canView = useCan('VIEW_API_KEYS');
  const canEdit = useCan('EDIT_API_KEYS');
  const keys = useQuery({ ...apiKeysQuery(accountId), enabled: canView });
  if (!canView || keys.data === undefined) return null;
  return (
    <Card withBorder component="section" aria-labelledby="api-key-security-title">
      <Stack gap="sm">
        <Title order={3} id="api-key-security-title">
          API key security
        </Title>
        <DataTable
          caption="Your API keys and where they may be used from"
          columns={columnsFor(accountId, canEdit)}
          rows={keys.data.apiKeys}
          rowKey={(key) => key.apiKeyType}
          empty={<Text c="dimmed">You have no API keys on this account.</Text>}
        />
      </Stack>
    </Card>
  );
}
