import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { QueryBoundary } from '../../shared/ui/query-boundary.tsx';
import { privateCloudImagesQuery } from './api.ts';
import { ImagesTable } from './images-table.tsx';

const privateCloudRoute = getRouteApi('/console/accounts/$accountId/cluster-resources/private-cloud');

function Images({ accountId }: { accountId: string }) {
  const images = useSuspenseQuery(privateCloudImagesQuery(accountId)).data;
  return <ImagesTable accountId={accountId} images={images} />;
}

/** cluster-resources/private-cloud (SPEC §2): the install images of an on-premises account. */
export function PrivateCloudTab() {
  const { accountId } = privateCloudRoute.useParams();
  return (
    <Stack gap="lg">
      <Title order={2}>Private Cloud</Title>
      <Text>
        Install images for running clusters in your own data centre. Check a download against its SHA-256 checksum
        before installing it.
      </Text>
      <QueryBoundary pending={<Skeleton height={200} aria-label="Loading install images" />}>
        <Images accountId={accountId} />
      </QueryBoundary>
    </Stack>
  );
}
