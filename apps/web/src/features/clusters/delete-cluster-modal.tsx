import { type ClusterDetails, CLUSTERS_MESSAGES } from '@datadeck/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { z } from 'zod';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
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
    ? CLUSTERS_MESSAGES.deleteConfirmationSent(emails.join(', '))
    : CLUSTERS_MESSAGES.deleteRequested(cluster.name);
}

/** What the user types; it has no rule of its own: Delete stays disabled until it is the name. */
const confirmationSchema = z.object({ typedName: z.string() });

/**
 * Asks for the cluster's name before deleting it: typing it makes the user read which cluster
 * goes, which a plain "Are you sure?" does not.
 */
export function DeleteClusterModal({ accountId, cluster, opened, onClose }: DeleteClusterModalProps) {
  const form = useSchemaForm(confirmationSchema, { defaultValues: { typedName: '' } });
  const instructionsId = useId();
  const deletion = useDeleteCluster(accountId, cluster.id);
  const close = () => {
    form.reset();
    deletion.reset();
    onClose();
  };
  const confirmed = form.watch('typedName') === cluster.name;
  const submit = () => {
    if (!confirmed || deletion.isPending) return;
    deletion.mutate(undefined, {
      onSuccess: (updated) => {
        notifications.show({ message: requestedMessage(updated), color: 'green' });
        close();
      },
      onError: (error) => applyServerErrors(error, form),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Delete cluster" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <SchemaForm form={form} onSubmit={submit}>
        <Stack gap="md">
          <Text id={instructionsId}>{CLUSTERS_MESSAGES.deleteConfirm(cluster.name)}</Text>
          <TextField
            control={form.control}
            name="typedName"
            label="Cluster name"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={instructionsId}
            data-autofocus
          />
          <FormAlert title="The cluster could not be deleted" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" disabled={!confirmed} loading={deletion.isPending}>
              Delete cluster
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Modal>
  );
}
