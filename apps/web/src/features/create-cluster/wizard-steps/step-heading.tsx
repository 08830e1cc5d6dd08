import { Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/** A step's heading; the wizard moves focus to it when the step opens, so screen readers announce it. */
export function StepHeading({
  title,
  ref,
  children,
}: {
  title: string;
  ref?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <>
      <Title order={2} size="h3" ref={ref} tabIndex={-1}>
        {title}
      </Title>
      {children && <Text c="dimmed">{children}</Text>}
    </>
  );
}
