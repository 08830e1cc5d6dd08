import { MESSAGES, WEBHOOK_TYPE_LABELS, type AccountWebhook, type WebhookType } from '@datadeck/contracts';
import { Code } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { useDeleteAccountWebhook, useTestAccountWebhook } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

const COLUMNS: readonly Column<AccountWebhook>[] = [
  { key: 'type', header: 'Type', cell: (webhook) => WEBHOOK_TYPE_LABELS[webhook.type], rowHeader: true },
  {
    key: 'url',
    header: 'Webhook',
    cell: (webhook) => <Code>{webhook.url}</Code>,
    cellStyle: { overflowWrap: 'anywhere' },
  },
];

type WebhookTableProps = { accountId: string; webhooks: readonly AccountWebhook[] };

/** The webhooks that are set, each with Delete (after a confirmation) and Send Test Message. */
export function WebhookTable({ accountId, webhooks }: WebhookTableProps) {
  const [deleting, setDeleting] = useState<WebhookType | null>(null);
  const remove = useDeleteAccountWebhook(accountId);
  const test = useTestAccountWebhook(accountId);
  const refusal = useChangeRefusal('EDIT_ACCOUNT');

  const sendTest = (type: WebhookType) =>
    test.mutate(type, {
      onSuccess: (result) => {
        if (result.delivered) showDone(MESSAGES.webhooks.tested);
        else showFailed(MESSAGES.webhooks.testFailed, result.error ?? '');
      },
      onError: (error) => showFailed(MESSAGES.webhooks.testFailed, error),
    });

  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        showDone(MESSAGES.webhooks.deleted);
      },
      // The spec shows the server's text on failure; the dialog stays to try again or cancel.
      onError: (error) => showFailed(undefined, error),
    });
  };

  return (
    <>
      <DataTable
        caption="Webhooks"
        columns={COLUMNS}
        rows={webhooks}
        rowKey={(webhook) => webhook.type}
        empty="No webhooks are set yet. Add one with the form below."
        busy={remove.isPending || test.isPending}
        actions={[
          {
            label: 'Send Test Message',
            name: (webhook) => `Send Test Message to the ${WEBHOOK_TYPE_LABELS[webhook.type].toLowerCase()}`,
            onAction: (webhook) => sendTest(webhook.type),
            refusal,
          },
          {
            label: 'Delete',
            name: (webhook) => `Delete the ${WEBHOOK_TYPE_LABELS[webhook.type].toLowerCase()}`,
            onAction: (webhook) => {
              remove.reset();
              setDeleting(webhook.type);
            },
            destructive: true,
            refusal,
          },
        ]}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete webhook"
        message={deleting === null ? '' : MESSAGES.webhooks.confirmDelete(WEBHOOK_TYPE_LABELS[deleting])}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        error={
          remove.isError ? { title: 'The webhook could not be deleted', message: errorMessage(remove.error) } : null
        }
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
