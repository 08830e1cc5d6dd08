import { Group } from '@mantine/core';
import type { RowAction } from './columns.ts';
import { DANGER_OUTLINE_COLOR } from '../ui/danger.ts';
import { RefusableButton } from '../ui/refusable-button.tsx';

/** The actions of one row: buttons named after the row, so a screen reader's list of buttons tells them apart. */
export function RowActions<Row>({ row, actions }: { row: Row; actions: readonly RowAction<Row>[] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {actions
        .filter((action) => action.shownFor?.(row) ?? true)
        .map((action) => (
          <RefusableButton
            key={action.label}
            refusal={action.refusal ?? null}
            size="compact-sm"
            variant={action.destructive ? 'outline' : 'default'}
            color={action.destructive ? DANGER_OUTLINE_COLOR : undefined}
            aria-label={action.name(row)}
            aria-describedby={action.disabled ? action.describedBy : undefined}
            disabled={action.disabled}
            onClick={() => action.onAction(row)}
          >
            {action.label}
          </RefusableButton>
        ))}
    </Group>
  );
}
