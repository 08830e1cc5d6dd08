import { Button, Code, CopyButton, Group } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';

/** The SHA-256 in full (it is compared character by character) with a button copying it. */
export function ChecksumCell({ checksum, imageName }: { checksum: string; imageName: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }}>{checksum}</Code>
      <CopyButton value={checksum}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            size="compact-sm"
            onClick={copy}
            aria-label={copied ? `Checksum of ${imageName} copied` : `Copy checksum of ${imageName}`}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
