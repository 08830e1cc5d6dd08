import { Button, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { useId } from 'react';

type CreateButtonProps = { blockedReason: string | null; loading: boolean };

/**
 * Submits the wizard. When creation is not possible it stays focusable but inert, with the
 * reason in a tooltip and written beside it.
 */
export function CreateButton({ blockedReason, loading }: CreateButtonProps) {
  const reasonId = useId();
  if (blockedReason === null) {
    return (
      <Button type="submit" loading={loading}>
        Create cluster
      </Button>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" id={reasonId} maw={360}>
        {blockedReason}
      </Text>
      <Tooltip label={blockedReason} events={{ hover: true, focus: true, touch: true }} multiline w={280}>
        <Button
          type="button"
          data-disabled
          aria-disabled="true"
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          Create cluster
        </Button>
      </Tooltip>
    </>
  );
}
