import { Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { AnchorLink } from '../../shared/ui/router-links.tsx';

type ComingWithNoticeProps = { title: string; subject: string };

/** A page whose screen a later issue builds; the route exists now so links already lead here. */
export function ComingWithNotice({ title, subject }: ComingWithNoticeProps) {
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1}>{title}</Title>
      <Text>{subject} is coming with the Clusters issue.</Text>
      {accountId !== undefined && (
        <AnchorLink to="/accounts/$accountId" params={{ accountId }}>
          Back to the clusters
        </AnchorLink>
      )}
    </Stack>
  );
}
