import { clusterStatusDisplay, type ClusterDetails } from '@datadeck/contracts';
import { Alert, Code, Stack } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { InfoIcon, WarningIcon } from '../../shared/ui/icons.tsx';
import { ProvisioningProgress } from './provisioning-progress.tsx';

/** What is happening to the cluster now: provisioning progress, a deletion request or its pending confirmation. */
export function ClusterStatusNotices({ cluster }: { cluster: ClusterDetails }) {
  const { deleteRequested } = clusterStatusDisplay(cluster);
  const emails = cluster.twoFactorDelete.map((contact) => contact.confirmationEmail);
  const details = cluster.provisioningDetails;
  const reason = cluster.statusReason;
  if (!details && !deleteRequested && !cluster.deletionAwaitingConfirmation && !reason) return null;

  return (
    <Stack gap="sm">
      {reason && (
        <Alert
          color={cluster.status === 'FAILED' ? 'red' : 'orange'}
          icon={<WarningIcon />}
          role="alert"
          title={cluster.status === 'FAILED' ? 'Why the cluster failed' : 'Why the cluster is degraded'}
        >
          {/* The engine's own log lines: kept as written, line by line. */}
          <Code block>{reason}</Code>
        </Alert>
      )}
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
