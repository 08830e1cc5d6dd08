import {
  clusterStatusDisplay,
  nodeStatusTone,
  type ClusterCard,
  type NodeStatus,
  type StatusTone,
} from '@datadeck/contracts';
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

/** A node's status (RESIZING during a resize), in the same tones as its cluster's. */
export function NodeStatusBadge({ status }: { status: NodeStatus }) {
  return (
    <Badge color={TONE_COLORS[nodeStatusTone(status)]} autoContrast>
      {status}
    </Badge>
  );
}
