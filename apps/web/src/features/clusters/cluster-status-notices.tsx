import { clusterStatusDisplay, type ClusterDetails } from '@datadeck/contracts';
import { Alert, Stack } from '@mantine/core';
import { InfoIcon, WarningIcon } from '../../shared/ui/icons.tsx';
import { ProvisioningProgress } from './provisioning-progress.tsx';

/** What is happening to the cluster now: provisioning progress, a deletion request or its pending confirmation. */
export function ClusterStatusNotices({ cluster }: { cluster: ClusterDetails }) {
  const { deleteRequested } = clusterStatusDisplay(cluster);
  const emails = cluster.twoFactorDelete.map((contact) => contact.confirmationEmail);
  const details = cluster.provisioningDetails;
  if (!details && !deleteRequested && !cluster.deletionAwaitingConfirmation) return null;

  return (
    <Stack gap="sm">
      {details && <ProvisioningProgress name={cluster.name} details={details} />}
      {deleteRequested && (
        <Alert color="orange" icon={<WarningIcon />} role="note">
          {deleteRequested}
        </Alert>
      )}
      {cluster.deletionAwaitingConfirmation && (
        <Alert color="blue" icon={<InfoIcon />} role="note" title="Deletion awaiting confirmation">
          {emails.length > 0
            ? `The cluster is deleted once the link in the e-mail sent to ${emails.join(', ')} is followed.`
            : 'The cluster is deleted once the link in the confirmation e-mail is followed.'}
        </Alert>
      )}
    </Stack>
  );
}
