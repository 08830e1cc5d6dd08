import { Anchor, Button, Code, List, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, TERRAFORM_CLUSTER_RESOURCES, TERRAFORM_PROVIDER, terraformDocsUrl } from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { getRouteApi } from '@tanstack/react-router';
import { useDownloadTerraform } from './api.ts';
import { ExportErrors } from './export-errors.tsx';

const terraformRoute = getRouteApi('/console/accounts/$accountId/cluster-resources/terraform');

/** cluster-resources/terraform (SPEC §2): the account's clusters as Terraform configuration. */
export function TerraformTab() {
  const { accountId } = terraformRoute.useParams();
  const download = useDownloadTerraform(accountId);

  const start = () =>
    download.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: MESSAGES.terraform.downloaded }),
    });

  return (
    <Stack gap="lg">
      <Title order={2}>Terraform</Title>
      <Text>
        Download a zip of Terraform configuration describing every live cluster of this account as resources of the{' '}
        <Code>{TERRAFORM_PROVIDER.source}</Code> provider ({TERRAFORM_PROVIDER.versionConstraint}):
      </Text>
      <List>
        <List.Item>
          <Code>provider.tf</Code>: the required provider, configured from variables for the user name and API key, so
          no credential is written into the files.
        </List.Item>
        <List.Item>
          One <Code>&lt;cluster name&gt;.tf</Code> per cluster, as{' '}
          {Object.values(TERRAFORM_CLUSTER_RESOURCES).map((resource, i) => (
            <span key={resource}>
              {i > 0 ? ', ' : ''}
              <Anchor href={terraformDocsUrl(resource)} target="_blank" rel="noopener noreferrer">
                {resource}
              </Anchor>
            </span>
          ))}
          .
        </List.Item>
      </List>
      <div>
        <Button onClick={start} loading={download.isPending}>
          Download
        </Button>
      </div>
      {download.isPending && <Text c="dimmed">Generating the configuration…</Text>}
      {download.isError && <ExportErrors error={download.error} />}
    </Stack>
  );
}
