import { LIMITS, MESSAGES, tagsFull } from '@datadeck/contracts';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCan } from '../../shared/auth/use-can.ts';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { AddTagForm } from './add-tag-form.tsx';
import { tagsQuery } from './api.ts';
import { TagTable } from './tag-table.tsx';

const tagsRoute = getRouteApi('/console/accounts/$accountId/cluster-resources/tags');

/** cluster-resources/tags (SPEC §2): the account's custom tags, the defaults of every new cluster. */
export function TagsTab() {
  const { accountId } = tagsRoute.useParams();
  const tags = useSuspenseQuery(tagsQuery(accountId)).data;
  const canEdit = useCan('EDIT_TAGS');
  // Shown to those who may edit; refused (maintenance) with the reason on the buttons.
  const refusal = useChangeRefusal('EDIT_TAGS');
  return (
    <Stack gap="lg">
      <Title order={2}>Tags</Title>
      <Alert color="blue" title="Custom tags">
        {MESSAGES.tags.info}
      </Alert>
      {canEdit ? (
        <AddTagForm accountId={accountId} full={tagsFull(tags.length)} refusal={refusal} />
      ) : (
        <Text c="dimmed">{MESSAGES.tags.readOnly}</Text>
      )}
      <Text fw={500} aria-live="polite">
        {MESSAGES.tags.used(tags.length, LIMITS.maxTagsPerAccount)}
      </Text>
      <TagTable accountId={accountId} tags={tags} canEdit={canEdit} refusal={refusal} />
    </Stack>
  );
}
