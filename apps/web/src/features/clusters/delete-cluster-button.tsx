import type { ClusterDetails } from '@datadeck/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useDeleteAvailability } from './delete-availability.ts';
import { DeleteClusterModal } from './delete-cluster-modal.tsx';
import { DANGER_OUTLINE_COLOR } from '../../shared/ui/danger.ts';

type DeleteClusterButtonProps = {
  accountId: string;
  cluster: Pick<
    ClusterDetails,
    'id' | 'name' | 'status' | 'deleteRequestDate' | 'deletionAwaitingConfirmation' | 'operation'
  >;
};

/** Delete Cluster: opens the confirmation, or says beside the button why it cannot. */
export function DeleteClusterButton({ accountId, cluster }: DeleteClusterButtonProps) {
  const availability = useDeleteAvailability(cluster);
  const [opened, { open, close }] = useDisclosure(false);
  const reasonId = useId();

  if (!availability.allowed) {
    return (
      <Stack gap={4} align="flex-end">
        {/* Looks disabled but stays focusable, so keyboard users reach it and hear the reason. */}
        <Button
          color={DANGER_OUTLINE_COLOR}
          variant="outline"
          data-disabled
          aria-disabled="true"
          aria-describedby={reasonId}
        >
          Delete Cluster
        </Button>
        <Text id={reasonId} size="sm" c="dimmed" ta="right" maw={320}>
          {availability.reason}
        </Text>
      </Stack>
    );
  }
  return (
    <>
      <Button color={DANGER_OUTLINE_COLOR} variant="outline" onClick={open}>
        Delete Cluster
      </Button>
      <DeleteClusterModal accountId={accountId} cluster={cluster} opened={opened} onClose={close} />
    </>
  );
}
