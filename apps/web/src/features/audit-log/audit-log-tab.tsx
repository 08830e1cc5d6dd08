import { Center, Pagination, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Pagination.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRefinement } from '../../shared/api/use-refinement.ts';
import { countOf } from '../../shared/format/format.ts';
import { auditLogQuery } from './api.ts';
import { AuditLogTable } from './audit-log-table.tsx';

const auditLogRoute = getRouteApi('/console/accounts/$accountId/settings/audit-log');

/**
 * settings/audit-log: the security-relevant events of the account and of its users, newest
 * first, a page at a time. The page lives in the URL, so a page can be reloaded and shared.
 */
export function AuditLogTab() {
  const { accountId } = auditLogRoute.useParams();
  const navigate = auditLogRoute.useNavigate();
  const { shown, refreshing } = useRefinement(auditLogRoute.useLoaderDeps());
  const log = useSuspenseQuery(auditLogQuery(accountId, shown.page)).data;

  return (
    <Stack gap="md">
      <Title order={2}>Audit Log</Title>
      {log.total === 0 ? (
        <Text>No events have been recorded for this account yet.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {countOf(log.total, 'event')}, newest first.
          </Text>
          {/* A page past the end (an old link after the log was trimmed) says so; the pager still leads back. */}
          <AuditLogTable events={log.events} busy={refreshing} />
          <AuditLogPager
            page={shown.page}
            pages={Math.ceil(log.total / log.pageSize)}
            onPage={(next) => void navigate({ search: { page: next } })}
          />
        </>
      )}
    </Stack>
  );
}

type AuditLogPagerProps = { page: number; pages: number; onPage: (page: number) => void };

function AuditLogPager({ page, pages, onPage }: AuditLogPagerProps) {
  if (pages <= 1 && page === 1) return null;
  return (
    <Center component="nav" aria-label="Audit log pages">
      <Pagination
        total={Math.max(pages, page)}
        value={page}
        onChange={onPage}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Center>
  );
}
