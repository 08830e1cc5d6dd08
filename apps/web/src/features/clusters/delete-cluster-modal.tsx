import { MESSAGES, type ClusterDetails } from '@datadeck/contracts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDeleteCluster } from './api.ts';

type DeleteClusterModalProps = {
  accountId: string;
  cluster: Pick<ClusterDetails, 'id' | 'name'>;
  opened: boolean;
  onClose: () => void;
};

/** What the toast says once the request is in: deletion requested, or the e-mail to confirm it. */
function requestedMessage(cluster: ClusterDetails): string {
  const emails = cluster.twoFactorDelete.map((contact) => contact.confirmationEmail);
  return emails.length > 0
    ? MESSAGES.clusters.deleteConfirmationSent(emails.join(', '))
    : MESSAGES.clusters.deleteRequested(cluster.name);
}

/**
 * Asks for the cluster's name before deleting it: typing it makes the user read which cluster
 * goes, which a plain "Are you sure?" does not.
 */
export function DeleteClusterModal({ accountId, cluster, opened, onClose }: DeleteClusterModalProps) {
  const [typedName, setTypedName] = useState('');
  const instructionsId = useId();
  const deletion = useDeleteCluster(accountId, cluster.id);
  const close = () => {
    setTypedName('');
    deletion.reset();
    onClose();
  };
  const confirmed = typedName === cluster.name;

  return (
    <Modal opened={opened} onClose={close} title="Delete cluster" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed || deletion.isPending) return;
          deletion.mutate(undefined, {
            onSuccess: (updated) => {
              notifications.show({ message: requestedMessage(updated), color: 'green' });
              close();
            },
          });
        }}
      >
        <Stack gap="md">
          <Text id={instructionsId}>{MESSAGES.clusters.deleteConfirm(cluster.name)}</Text>
          <TextInput
            label="Cluster name"
            value={typedName}
            onChange={(event) => setTypedName(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={instructionsId}
            data-autofocus
          />
          {deletion.isError && (
            <Alert color="red" role="alert" title="The cluster could not be deleted">
              {isApiError(deletion.error) ? deletion.error.message : MESSAGES.errors.internal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" disabled={!confirmed} loading={deletion.isPending}>
              Delete cluster
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
