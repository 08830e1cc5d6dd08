import { buildPath, type ClusterDetails } from '@datadeck/contracts';
import { Anchor, Code, DataList, List, Text } from '@mantine/core';
import { api } from '../../shared/api/api-routes.ts';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/DataList.layer.css';
import '@mantine/core/styles/List.layer.css';
import { useCan } from '../../shared/auth/use-can.ts';
import { PasswordReveal } from './password-reveal.tsx';

type ConnectionInfoProps = { accountId: string; cluster: ClusterDetails };

/** Where applications connect: public addresses, or private ones when the cluster has no public side. */
export function connectionAddresses(cluster: Pick<ClusterDetails, 'privateNetworkCluster' | 'dataCentres'>): string[] {
  return cluster.dataCentres.flatMap((dataCentre) =>
    dataCentre.nodes.flatMap((node) => {
      const address = cluster.privateNetworkCluster ? node.privateAddress : node.publicAddress;
      return address ? [address] : [];
    }),
  );
}

/** Addresses, ports, the default user and, for roles allowed to see it, its password on demand. */
export function ConnectionInfo({ accountId, cluster }: ConnectionInfoProps) {
  const canViewCredentials = useCan('VIEW_CLUSTER_CREDENTIALS');
  const addresses = connectionAddresses(cluster);
  const { defaultUsername, ports, bootstrapServers } = cluster.connection;
  const encrypted = cluster.dataCentres.some((dataCentre) => dataCentre.clientToClusterEncryption);

  return (
    <DataList labelWidth={180}>
      {bootstrapServers && (
        <DataList.Item>
          <DataList.ItemLabel>Bootstrap servers</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code>{bootstrapServers.join(',')}</Code>
          </DataList.ItemValue>
        </DataList.Item>
      )}
      {bootstrapServers && encrypted && (
        <DataList.Item>
          <DataList.ItemLabel>CA certificate</DataList.ItemLabel>
          <DataList.ItemValue>
            {/* A plain download: the browser fetches it with the session cookie. */}
            <Anchor
              size="sm"
              href={buildPath(api.clusters.caCertificate.path, { accountId, clusterId: cluster.id })}
              download
            >
              Download the CA certificate (PEM)
            </Anchor>
          </DataList.ItemValue>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.ItemLabel>
          {cluster.privateNetworkCluster ? 'Private addresses' : 'Public addresses'}
        </DataList.ItemLabel>
        <DataList.ItemValue>
          {addresses.length === 0 ? (
            <Text size="sm">Addresses appear once the nodes are provisioned.</Text>
          ) : (
            <List size="sm" listStyleType="none" spacing={2}>
              {addresses.map((address) => (
                <List.Item key={address}>
                  <Code>{address}</Code>
                </List.Item>
              ))}
            </List>
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Ports</DataList.ItemLabel>
        <DataList.ItemValue>
          {ports.length === 0 ? 'None' : ports.map(({ name, port }) => `${name}: ${port}`).join(', ')}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Default user</DataList.ItemLabel>
        <DataList.ItemValue>{defaultUsername === null ? 'None' : <Code>{defaultUsername}</Code>}</DataList.ItemValue>
      </DataList.Item>
      {canViewCredentials && defaultUsername !== null && (
        <DataList.Item>
          <DataList.ItemLabel>Password</DataList.ItemLabel>
          <DataList.ItemValue>
            <PasswordReveal accountId={accountId} clusterId={cluster.id} />
          </DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList>
  );
}
