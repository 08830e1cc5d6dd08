import { compatibleProvidersText, MESSAGES, type Tag } from '@datadeck/contracts';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { useDeleteTag } from './api.ts';
import { showDeleted } from './toasts.ts';

const COLUMNS: readonly Column<Tag>[] = [
  { key: 'key', header: 'Key', cell: (tag) => tag.key, rowHeader: true, cellStyle: { overflowWrap: 'anywhere' } },
  { key: 'value', header: 'Default Value', cell: (tag) => tag.value, cellStyle: { overflowWrap: 'anywhere' } },
  { key: 'providers', header: 'Compatible Providers', cell: (tag) => compatibleProvidersText(tag.key, tag.value) },
];

type TagTableProps = { accountId: string; tags: readonly Tag[]; canEdit: boolean; refusal: string | null };

/** The account's tags with their compatible providers; Delete Tag (confirmed) for those who may edit. */
export function TagTable({ accountId, tags, canEdit, refusal }: TagTableProps) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteTag(accountId);

  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        showDeleted();
      },
    });
  };

  return (
    <>
      <DataTable
        caption="Tags"
        columns={COLUMNS}
        rows={tags}
        rowKey={(tag) => tag.key}
        empty="No tags yet. Tags added here become the default tags of every new cluster."
        busy={remove.isPending}
        actions={
          canEdit
            ? [
                {
                  label: 'Delete Tag',
                  name: (tag) => `Delete Tag ${tag.key}`,
                  onAction: (tag) => {
                    remove.reset();
                    setDeleting(tag.key);
                  },
                  destructive: true,
                  refusal,
                },
              ]
            : undefined
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete Tag"
        message={deleting === null ? '' : MESSAGES.tags.confirmDelete(deleting)}
        confirmLabel="Delete Tag"
        destructive
        loading={remove.isPending}
        error={remove.isError ? { title: 'The tag could not be deleted', message: errorMessage(remove.error) } : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
