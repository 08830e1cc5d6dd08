import { formatFileSize, LIMITS, MESSAGES, type PrivateCloudImage } from '@datadeck/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import { notifications } from '@mantine/notifications';
import type { Column, RowAction } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { useDownloadLink } from './api.ts';
import { ChecksumCell } from './checksum-cell.tsx';
import { openInNewTab } from './open-download.ts';

/** Name with the latest image marked; an older one says the latest must be used (SPEC §2). */
function NameCell({ image }: { image: PrivateCloudImage }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={500}>{image.displayName}</Text>
        {image.latest && (
          // autoContrast: dark text on the green, as the status badges (white on it is too faint).
          <Badge color="green.6" autoContrast>
            {MESSAGES.privateCloud.latest}
          </Badge>
        )}
      </Group>
      {!image.latest && (
        <Text size="sm" c="dimmed">
          {MESSAGES.privateCloud.latestMustBeUsed}
        </Text>
      )}
      {!image.available && (
        <Text size="sm" c="red">
          {MESSAGES.privateCloud.fileMissing}
        </Text>
      )}
    </Stack>
  );
}

const COLUMNS: readonly Column<PrivateCloudImage>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (image) => <NameCell image={image} /> },
  { key: 'cpuArch', header: 'CPU Architecture', cell: (image) => image.cpuArch },
  { key: 'resourceFormat', header: 'Resource Format', cell: (image) => image.resourceFormat },
  {
    key: 'fileSize',
    header: 'File Size',
    align: 'right',
    cellStyle: { whiteSpace: 'nowrap' },
    cell: (image) => formatFileSize(image.fileSize),
  },
  {
    key: 'checksum',
    header: 'Checksum SHA256',
    cell: (image) => <ChecksumCell checksum={image.checksum} imageName={image.displayName} />,
  },
];

/** The install images, each with Download opening a freshly signed link in a new tab. */
export function ImagesTable({ accountId, images }: { accountId: string; images: readonly PrivateCloudImage[] }) {
  const link = useDownloadLink(accountId);
  const download = (image: PrivateCloudImage) =>
    void openInNewTab(async () => (await link.mutateAsync(image.id)).url).catch(() => {
      notifications.show({ color: 'red', message: MESSAGES.privateCloud.linkFailed, autoClose: LIMITS.toastMs });
    });
  const actions: RowAction<PrivateCloudImage>[] = [
    {
      label: 'Download',
      name: (image) => `Download ${image.displayName}`,
      onAction: download,
      shownFor: (image) => image.available,
    },
  ];
  return (
    <DataTable
      caption="Private-cloud install images"
      columns={COLUMNS}
      rows={images}
      rowKey={(image) => image.id}
      empty={<Text>{MESSAGES.privateCloud.noImages}</Text>}
      actions={actions}
      minWidth={900}
    />
  );
}
