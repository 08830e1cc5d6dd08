import { Code, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import type { ReactNode } from 'react';
import { CopyValueButton } from '../../shared/ui/copy-value-button.tsx';

export type InfoItem = {
  label: string;
  /** What is shown; a value to copy is shown as code when nothing else is given. */
  value?: ReactNode;
  /** The text the Copy button copies (a URL, a fingerprint). */
  copy?: string;
};

/**
 * Label-and-value pairs as a description list, each value to enter elsewhere (at the identity
 * provider) with its Copy button.
 */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" fw={700}>
            {item.label}
          </Text>
          <Group component="dd" gap="xs" wrap="nowrap" align="center" m={0}>
            <Text component="div" size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {item.value ?? <Code>{item.copy}</Code>}
            </Text>
            {item.copy !== undefined && <CopyValueButton value={item.copy} name={item.label} />}
          </Group>
        </div>
      ))}
    </Stack>
  );
}
