import { ROLE_LABELS, type Invitation } from '@datadeck/contracts';
import { useState } from 'react';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import type { Column, RowAction } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { useRevokeInvitation } from './api.ts';

const invitationColumns: Column<Invitation>[] = [
  { key: 'email', header: 'Email', rowHeader: true, cell: (i) => i.email, cellStyle: { overflowWrap: 'anywhere' } },
  { key: 'role', header: 'Role', cell: (i) => ROLE_LABELS[i.profile] },
  {
    key: 'sso',
    header: 'Allowed SSO',
    cell: (i) =>
      i.allowedStandardSsoServices.length === 0
        ? '—'
        : i.allowedStandardSsoServices.map((service) => service.displayName).join(', '),
  },
  { key: 'expires', header: 'Expires', cell: (i) => formatDateTime(i.expires) },
];

/** The open invitations; Revoke asks first, and Cancel sends nothing. */
export function InvitationTable({ accountId, invitations }: { accountId: string; invitations: readonly Invitation[] }) {
  const [revoking, setRevoking] = useState<string | null>(null);
  const revoke = useRevokeInvitation(accountId);
  const refusal = useChangeRefusal('MANAGE_USERS');
  const actions: RowAction<Invitation>[] = [
    {
      label: 'Revoke',
      name: (i) => `Revoke the invitation of ${i.email}`,
      onAction: (i) => setRevoking(i.email),
      disabled: revoke.isPending,
      refusal,
      destructive: true,
    },
  ];

  return (
    <>
      <DataTable
        caption="Open invitations"
        columns={invitationColumns}
        rows={invitations}
        rowKey={(i) => i.email}
        empty="There are no open invitations."
        actions={actions}
        minWidth={680}
      />
      <ConfirmModal
        opened={revoking !== null}
        title="Revoke invitation"
        message={`The invitation sent to ${revoking ?? ''} is revoked: its link stops working.`}
        confirmLabel="Revoke"
        destructive
        onConfirm={() => {
          if (revoking !== null) revoke.mutate(revoking);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
