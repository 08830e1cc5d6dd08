import { Button, CopyButton } from '@mantine/core';

/**
 * Copies one value. The accessible name holds the visible word ("Copy" / "Copied") and says what
 * is copied: "Copy Audience URI", then "Audience URI copied" for a moment.
 */
export function CopyValueButton({ value, name }: { value: string; name: string }) {
  const copiedName = `${name.charAt(0).toUpperCase()}${name.slice(1)} copied`;
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          size="compact-sm"
          onClick={copy}
          aria-label={copied ? copiedName : `Copy ${name}`}
          style={{ flexShrink: 0 }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}
