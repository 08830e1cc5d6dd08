import { DEFAULT_PROVIDER_ACCOUNT_NAME } from '@datadeck/contracts';
import { Alert, List } from '@mantine/core';

/** What the keys are for (SPEC §2): at-rest encryption of AWS EBS volumes, and what AWS requires of them. */
export function EncryptionKeysInfo() {
  return (
    <Alert color="blue" title="AWS EBS encryption at rest">
      <List size="sm" spacing={4}>
        <List.Item>
          Nodes of AWS data centres store their data on EBS volumes. Register a customer-managed AWS KMS key here to
          encrypt them with it, then choose the key when you create a cluster.
        </List.Item>
        <List.Item>KMS keys are region specific: a key encrypts data centres of its own region only.</List.Item>
        <List.Item>
          The provider account&apos;s cloud account ({DEFAULT_PROVIDER_ACCOUNT_NAME} or your own) must be added as an
          external account on each key, so that its clusters may use the key. Validate a key to check it.
        </List.Item>
      </List>
    </Alert>
  );
}
