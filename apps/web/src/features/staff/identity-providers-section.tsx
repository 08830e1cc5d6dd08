import { type IdentityProvider, SSO_MESSAGES } from '@datadeck/contracts';
import { Badge, Skeleton, Stack, Switch, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { LoadingStatus } from '../../shared/ui/page-states.tsx';
import { QueryBoundary } from '../../shared/ui/query-boundary.tsx';
import {
  type StaffIdentityProviderChange,
  staffIdentityProvidersQuery,
  useUpdateStaffIdentityProvider,
} from './api.ts';
import { changeTexts } from './identity-provider-switch-texts.ts';

type Ask = (change: StaffIdentityProviderChange) => void;

/** The provider's two switches, each named after it (every row has the same ones). */
const providerColumns = (ask: Ask, saving: boolean): readonly Column<IdentityProvider>[] => [
  { key: 'name', header: 'Name', cell: (p) => p.displayName, rowHeader: true },
  { key: 'issuer', header: 'Issuer', cell: (p) => p.issuer, cellStyle: { overflowWrap: 'anywhere' } },
  {
    key: 'status',
    header: 'Status',
    // SPEC §4: enabled is Active, else Inactive; shades with text at 4.5:1 or more in both themes.
    cell: (p) => (
      <Badge color={p.enabled ? 'green.6' : 'gray.7'} autoContrast>
        {p.enabled ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    key: 'enabled',
    header: 'Active',
    cell: (p) => (
      <Switch
        aria-label={`Active: ${p.displayName}`}
        checked={p.enabled}
        disabled={saving}
        onChange={(event) =>
          ask({ provider: p, enabled: event.currentTarget.checked, jitProvisioning: p.jitProvisioning })
        }
      />
    ),
  },
  {
    key: 'jit',
    header: 'Create users on first sign-in',
    cell: (p) => (
      <Switch
        aria-label={`Create users on first sign-in: ${p.displayName}`}
        checked={p.jitProvisioning}
        disabled={saving}
        onChange={(event) => ask({ provider: p, enabled: p.enabled, jitProvisioning: event.currentTarget.checked })}
      />
    ),
  },
];

function ProviderTable({ accountId }: { accountId: string }) {
  const providers = useSuspenseQuery(staffIdentityProvidersQuery(accountId)).data;
  const update = useUpdateStaffIdentityProvider(accountId);
  const [confirming, setConfirming] = useState<StaffIdentityProviderChange | null>(null);

  const save = (change: StaffIdentityProviderChange) =>
    update.mutate(change, {
      onSuccess: () => notifications.show({ color: 'green', message: changeTexts(change).done }),
      // A toast, as for every staff change; the switch stays where it was stored.
      onError: (error) =>
        notifications.show({ color: 'red', title: SSO_MESSAGES.staffUpdateFailed, message: errorMessage(error) }),
      onSettled: () => setConfirming(null),
    });

  const ask: Ask = (change) => (changeTexts(change).confirm === null ? save(change) : setConfirming(change));
  const question = confirming === null ? null : changeTexts(confirming).confirm;

  return (
    <>
      <DataTable
        caption="Identity providers of the account"
        columns={providerColumns(ask, update.isPending)}
        rows={providers}
        rowKey={(p) => p.idpId}
        empty={SSO_MESSAGES.providersEmpty}
        minWidth={720}
      />
      {confirming !== null && question !== null && (
        <ConfirmModal
          opened
          title={question.title}
          message={question.message}
          confirmLabel={question.label}
          loading={update.isPending}
          onConfirm={() => save(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}

/** Staff > Accounts > one account: its identity providers, made Active by staff (SPEC §2, §4). */
export function IdentityProvidersSection({ accountId }: { accountId: string }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        Identity providers
      </Title>
      {/* Loaded with the page (the route's loader); read again here if that failed. */}
      <QueryBoundary
        pending={
          <>
            <Skeleton height={80} />
            <LoadingStatus label="Loading identity providers" />
          </>
        }
      >
        <ProviderTable accountId={accountId} />
      </QueryBoundary>
    </Stack>
  );
}
