import { APPLICATION_LABELS, BUNDLE_LABELS, SLA_TIER_LABELS, type ClusterDetails } from '@datadeck/contracts';
import { DataList, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/DataList.layer.css';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shared/format/format.ts';
import { BundleLogo } from '../../shared/ui/bundle-logo.tsx';

const onOff = (value: boolean) => (value ? 'Enabled' : 'Disabled');

/** The cluster's settings, as chosen at creation. */
export function ClusterOverview({ cluster }: { cluster: ClusterDetails }) {
  const emails = cluster.twoFactorDelete.map((contact) => contact.confirmationEmail);
  return (
    <DataList labelWidth={180}>
      <Row label="Application">
        {APPLICATION_LABELS[cluster.application]} {cluster.applicationVersion}
      </Row>
      <Row label="Add-ons">
        {cluster.otherBundles.length === 0 ? (
          'None'
        ) : (
          <Stack gap={4}>
            {cluster.otherBundles.map(({ bundleType }) => (
              <Group key={bundleType.name} gap="xs" wrap="nowrap">
                {/* The label follows in text, so the logo is decoration here. */}
                <span aria-hidden>
                  <BundleLogo bundleType={bundleType} size={18} />
                </span>
                {BUNDLE_LABELS[bundleType.name]}
              </Group>
            ))}
          </Stack>
        )}
      </Row>
      <Row label="SLA tier">{SLA_TIER_LABELS[cluster.slaTier]}</Row>
      {cluster.application === 'KAFKA' && (
        <Row label="Client-broker mTLS">{onOff(cluster.clientBrokerAuthWithMtls ?? false)}</Row>
      )}
      {cluster.application === 'OPENSEARCH' && <Row label="Load balancer">{onOff(cluster.loadBalancer ?? false)}</Row>}
      <Row label="PCI compliance">{onOff(cluster.pciComplianceMode)}</Row>
      <Row label="Private network">{onOff(cluster.privateNetworkCluster)}</Row>
      <Row label="Two-factor delete">
        {emails.length === 0 ? 'Disabled' : `Confirmed by e-mail to ${emails.join(', ')}`}
      </Row>
      <Row label="Created">{formatDateTime(cluster.createdAt)}</Row>
      <Row label="Description">{cluster.description ?? 'None'}</Row>
    </DataList>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
