import { type IdentityProvider, SSO_MESSAGES } from '@datadeck/contracts';
import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useMaintenanceRefusal } from '../../shared/auth/use-change-refusal.ts';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import type { useGenerateScimToken } from './api.ts';
import { CopyValueButton } from '../../shared/ui/copy-value-button.tsx';
import { InfoList } from './info-list.tsx';
import { showDone, showFailed } from './toasts.ts';
import { formatUtc } from './utc-time.tsx';

const M = SSO_MESSAGES;

type ScimSectionProps = {
  provider: IdentityProvider;
  mayEdit: boolean;
  /** The page's generation: the token it answered stays on the page while the checklist's steps change. */
  generation: ReturnType<typeof useGenerateScimToken>;
};

/**
 * SCIM 2.0 provisioning: the base URL, whether a token exists, and a new token on request (shown
 * once). A new token revokes the current one, so that case is confirmed first.
 */
export function ScimSection({ provider, mayEdit, generation }: ScimSectionProps) {
  const held = useMaintenanceRefusal();
  const [confirming, setConfirming] = useState(false);
  const { tokenCreatedAt } = provider.scim;

  const generate = () =>
    generation.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showDone(M.scimTokenGenerated);
      },
      onError: (error) => {
        setConfirming(false);
        showFailed(M.scimTokenFailed, error);
      },
    });

  return (
    <Stack gap="sm">
      <InfoList items={[{ label: 'SCIM base URL', copy: provider.scim.baseUrl }]} />
      <Text size="sm">{tokenCreatedAt === null ? M.scimTokenNone : M.scimTokenCreated(formatUtc(tokenCreatedAt))}</Text>
      {generation.data !== undefined && <NewScimToken token={generation.data.token} />}
      {mayEdit && (
        <Group>
          <RefusableButton
            variant="default"
            loading={generation.isPending}
            refusal={held}
            onClick={() => (tokenCreatedAt === null ? generate() : setConfirming(true))}
          >
            Generate SCIM token
          </RefusableButton>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        title="Generate a new SCIM token"
        message={M.confirmScimToken}
        confirmLabel="Generate SCIM token"
        destructive
        loading={generation.isPending}
        onConfirm={generate}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The token in clear, this once, to copy into the identity provider. */
function NewScimToken({ token }: { token: string }) {
  return (
    <Alert color="yellow" title="New SCIM token">
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {M.scimTokenShownOnce}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code style={{ overflowWrap: 'anywhere' }}>{token}</Code>
          <CopyValueButton value={token} name="SCIM token" />
        </Group>
      </Stack>
    </Alert>
  );
}
