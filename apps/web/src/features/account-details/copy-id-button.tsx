import { Button, CopyButton } from '@mantine/core';

/**
 * Copies the account id. The accessible name contains the visible word ("Copy" / "Copied") and
 * says what is copied; it changes to "Account ID copied" for a moment once copied.
 */
export function CopyIdButton({ value }: { value: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          size="compact-sm"
          onClick={copy}
          aria-label={copied ? 'Account ID copied' : 'Copy account ID'}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}
