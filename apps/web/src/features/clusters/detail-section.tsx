import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of the cluster page, named by its heading for landmark navigation. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
