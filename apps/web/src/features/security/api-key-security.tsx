import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { API_KEY_TYPE_RULES } from '@datadeck/contracts';
import { useQuery } from '@tanstack/react-query';
import { allowListSummary } from '../../shared/api-keys/allow-list-summary.ts';
import { apiKeysQuery } from '../../shared/api-keys/api-keys-query.ts';
import { useCan } from '../../shared/auth/use-can.ts';
import { AnchorLink } from '../../shared/ui/router-links.tsx';

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
        {keys.data.apiKeys.length === 0 ? (
          <Text c="dimmed">You have no API keys on this account.</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>API key</Table.Th>
                <Table.Th>Allowed from</Table.Th>
                {canEdit && <Table.Th>Action</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.apiKeys.map((key) => {
                const name = API_KEY_TYPE_RULES[key.apiKeyType].displayName;
                return (
                  <Table.Tr key={key.apiKeyType}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{allowListSummary(key.cidrAllowList)}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <AnchorLink
                          to="/accounts/$accountId/settings/security/$apiKeyType/manage-api-key"
                          params={{ accountId, apiKeyType: key.apiKeyType }}
                          aria-label={`Manage the allow-list of the ${name} API key`}
                        >
                          Manage
                        </AnchorLink>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
