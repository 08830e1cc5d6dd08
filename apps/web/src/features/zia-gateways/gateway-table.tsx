import { CLOUD_PROVIDER_LABELS, MESSAGES, ziaGatewayTerminateRefusal, type ZiaGateway } from '@datadeck/contracts';
import { Button, Code, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import type { Column } from '../../shared/table/columns.ts';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { DANGER_OUTLINE_COLOR } from '../../shared/ui/danger.ts';
import { useTerminateZiaGateway } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

const COLUMNS: readonly Column<ZiaGateway>[] = [
  { key: 'id', header: 'ID', cell: (g) => <Code>{g.id}</Code>, cellStyle: { overflowWrap: 'anywhere' } },
  { key: 'name', header: 'Name', cell: (g) => g.name, rowHeader: true },
  { key: 'provider', header: 'Provider', cell: (g) => CLOUD_PROVIDER_LABELS[g.cloudProvider] },
  { key: 'region', header: 'Region', cell: (g) => g.region },
  { key: 'pci', header: 'PCI', cell: (g) => (g.pci ? 'ENABLED' : 'DISABLED') },
  { key: 'status', header: 'Status', cell: (g) => g.status },
];

/** Terminate Gateway on each row, its refusal (if any) beside it as its description. */
function TerminateCell({
  gateway,
  refusal,
  onTerminate,
}: {
  gateway: ZiaGateway;
  refusal: string | null;
  onTerminate: () => void;
}) {
  const reasonId = `zia-gateway-${gateway.id}-terminate-reason`;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="compact-sm"
        variant="outline"
        color={DANGER_OUTLINE_COLOR}
        aria-label={`Terminate Gateway ${gateway.name}`}
        disabled={refusal !== null}
        aria-describedby={refusal === null ? undefined : reasonId}
        onClick={onTerminate}
      >
        Terminate Gateway
      </Button>
      {refusal !== null && (
        <Text id={reasonId} size="xs" c="dimmed">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}

// The shared table's row actions take one disabled state for every row; this one varies by row.
const terminateColumn = (
  mayDelete: boolean,
  held: string | null,
  onTerminate: (g: ZiaGateway) => void,
): Column<ZiaGateway> => ({
  key: 'terminate',
  header: 'Actions',
  cell: (g) => (
    <TerminateCell
      gateway={g}
      refusal={ziaGatewayTerminateRefusal(g, mayDelete) ?? held}
      onTerminate={() => onTerminate(g)}
    />
  ),
});

type GatewayTableProps = { accountId: string; gateways: readonly ZiaGateway[]; mayDelete: boolean };

/**
 * The gateways (ID, Name, Provider, Region, PCI, Status) with Terminate Gateway on each: disabled,
 * with the reason beside it, without DELETE_CLUSTER or while clusters use the gateway (SPEC §8).
 */
export function GatewayTable({ accountId, gateways, mayDelete }: GatewayTableProps) {
  const [terminating, setTerminating] = useState<ZiaGateway | null>(null);
  const terminate = useTerminateZiaGateway(accountId);
  // Past the role and the gateway's own rule: what else holds a change now (maintenance).
  const held = useChangeRefusal('DELETE_CLUSTER');

  const confirm = () => {
    if (terminating === null) return;
    terminate.mutate(terminating.id, {
      onSuccess: () => {
        setTerminating(null);
        showDone(MESSAGES.ziaGateways.deleted);
      },
      onError: (error) => showFailed(MESSAGES.ziaGateways.deleteFailed, error),
    });
  };

  const columns = [
    ...COLUMNS,
    terminateColumn(mayDelete, held, (g) => {
      terminate.reset();
      setTerminating(g);
    }),
  ];

  return (
    <>
      <DataTable
        caption="ZIA gateways"
        columns={columns}
        rows={gateways}
        rowKey={(g) => g.id}
        empty={MESSAGES.ziaGateways.empty}
        busy={terminate.isPending}
      />
      <ConfirmModal
        opened={terminating !== null}
        title="Terminate Gateway"
        message={terminating === null ? '' : MESSAGES.ziaGateways.confirmTerminate(terminating.name)}
        confirmLabel="Terminate Gateway"
        destructive
        loading={terminate.isPending}
        error={
          terminate.isError
            ? { title: MESSAGES.ziaGateways.deleteFailed, message: errorMessage(terminate.error) }
            : null
        }
        onConfirm={confirm}
        onCancel={() => setTerminating(null)}
      />
    </>
  );
}
