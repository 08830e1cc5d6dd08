import { clusterStatusDisplay, type ClusterCard, type StatusTone } from '@datadeck/contracts';
import { Badge, type MantineColor } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import { LazyTooltip } from './lazy-tooltip.tsx';

/**
 * SPEC §4 tones as Mantine colours. The shades keep the badge text at 4.5:1 or more in both
 * themes: white on the darker ones, black (auto contrast) on the lighter ones.
 */
const TONE_COLORS: Readonly<Record<StatusTone, MantineColor>> = {
  info: 'blue.8',
  success: 'green.6',
  danger: 'red.9',
  warn: 'orange.5',
};

type StatusBadgeProps = {
  cluster: Pick<ClusterCard, 'status' | 'provisioningDetails' | 'deleteRequestDate'>;
};

/** The cluster status, with its tooltip on hover, touch and keyboard focus. */
export function StatusBadge({ cluster }: StatusBadgeProps) {
  const display = clusterStatusDisplay(cluster);
  return (
    <LazyTooltip label={display.tooltip} events={{ hover: true, focus: true, touch: true }} withArrow>
      {/* Focusable so keyboard users reach the tooltip; the tooltip describes it while open. */}
      <Badge color={TONE_COLORS[display.tone]} autoContrast tabIndex={0} style={{ flexShrink: 0 }}>
        {display.label}
      </Badge>
    </LazyTooltip>
  );
}
