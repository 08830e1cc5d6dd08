import { clusterCardTarget, clusterStatusDisplay, LIMITS, type ClusterCard as Cluster } from '@datadeck/contracts';
import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { Link } from '@tanstack/react-router';
import { BundleLogo } from '../../shared/ui/bundle-logo.tsx';
import { WarningIcon } from '../../shared/ui/icons.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import classes from './cluster-card.module.css';

/** A 75px card has room for a few tags; the rest still count for search. */
const SHOWN_TAGS = 3;

const MAIN_LOGO_PX = 32;
const ADDON_LOGO_PX = 20;
/** The gap between logos, as `.logos` in the CSS module sets it. */
const LOGO_GAP_PX = 4;

/** The add-ons whose logos a card shows beside the application's. */
export const shownAddons = (cluster: Cluster) =>
  cluster.otherBundles.filter((bundle) => !bundle.hideNonPrimaryBundleLogo);

/**
 * The width of the logo column of a list whose cards show at most `addons` add-on logos: every
 * card's name then starts in the same place, and none is overlapped by its own logos.
 */
export const logoColumnWidth = (addons: number): string => `${MAIN_LOGO_PX + addons * (LOGO_GAP_PX + ADDON_LOGO_PX)}px`;

type ClusterCardProps = { cluster: Cluster; accountId: string };

/** One cluster on the landing page (SPEC §2, §3, §4); the whole card links to the cluster. */
export function ClusterCard({ cluster, accountId }: ClusterCardProps) {
  // clusterCardTarget is relative to the account route (SPEC §2).
  const target: string = `/accounts/${accountId}/${clusterCardTarget(cluster)}`;
  const { deleteRequested } = clusterStatusDisplay(cluster);
  const progress = cluster.provisioningDetails?.progress;
  return (
    <Paper component="li" withBorder h={LIMITS.clusterCardHeightPx} px="md" className={classes.card}>
      <div className={classes.logos}>
        <BundleLogo bundleType={cluster.mainApplication.bundleType} size={MAIN_LOGO_PX} />
        {shownAddons(cluster).map(({ bundleType }) => (
          <BundleLogo key={bundleType.name} bundleType={bundleType} size={ADDON_LOGO_PX} />
        ))}
      </div>
      <div className={classes.text}>
        <Link className={classes.name} to={target}>
          {cluster.name}
        </Link>
        {deleteRequested ? (
          <Group gap={6} wrap="nowrap" c="var(--mantine-color-orange-filled)">
            <WarningIcon />
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {deleteRequested}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" truncate>
            {cluster.description}
          </Text>
        )}
      </div>
      <Group gap={4} wrap="nowrap" visibleFrom="md" style={{ flexShrink: 0 }}>
        {Object.entries(cluster.tags)
          .slice(0, SHOWN_TAGS)
          .map(([key, value]) => (
            <Badge key={key} variant="default" tt="none" fw={500}>
              {value === '' ? key : `${key}: ${value}`}
            </Badge>
          ))}
      </Group>
      <Stack gap={6} align="flex-end" className={classes.aside}>
        <StatusBadge cluster={cluster} />
        {progress !== undefined && (
          <Progress
            value={Math.round(progress * 100)}
            size="sm"
            w={96}
            aria-label={`${cluster.name} provisioning progress`}
          />
        )}
      </Stack>
    </Paper>
  );
}
