import type { MessageOfTheDay } from '@datadeck/contracts';
import { Badge, type MantineColor } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import { humanize } from '../../shared/format/format.ts';

/** The shades of the status badges, which keep the text at 4.5:1 or more (auto contrast picks black on orange). */
const SEVERITY_COLORS: Readonly<Record<MessageOfTheDay['severity'], MantineColor>> = {
  info: 'blue.8',
  warning: 'orange.5',
  critical: 'red.9',
};

export function SeverityBadge({ severity }: { severity: MessageOfTheDay['severity'] }) {
  return (
    <Badge color={SEVERITY_COLORS[severity]} autoContrast>
      {humanize(severity)}
    </Badge>
  );
}
