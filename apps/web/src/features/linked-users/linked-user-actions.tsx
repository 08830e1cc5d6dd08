import { LINKED_USERS_MESSAGES, type LinkedUser, type OwnerFacts, ownerRuleRefusal } from '@datadeck/contracts';
import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { DANGER_OUTLINE_COLOR } from '../../shared/ui/danger.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useUnlink } from './api.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';

export type LinkedUserActionsProps = {
  accountId: string;
  user: LinkedUser;
  facts: OwnerFacts;
  /** Why the caller may not change anyone now (role, impersonation, maintenance); null when they may. */
  refusal: string | null;
};

/** Change Role and Unlink for one user; what a rule refuses says why, the owner rule included. */
export function LinkedUserActions({ accountId, user, facts, refusal }: LinkedUserActionsProps) {
  const [open, setOpen] = useState<'role' | 'unlink' | null>(null);
  const unlink = useUnlink(accountId);
  const { username, displayName } = user.userSummary;
  const close = () => setOpen(null);

  return (
    <Group gap="xs" wrap="nowrap">
      <RefusableButton
        size="compact-sm"
        variant="default"
        aria-label={`Change role of ${username}`}
        refusal={refusal}
        onClick={() => setOpen('role')}
      >
        Change Role
      </RefusableButton>
      <RefusableButton
        size="compact-sm"
        variant="outline"
        color={DANGER_OUTLINE_COLOR}
        aria-label={`Unlink ${username}`}
        refusal={refusal ?? ownerRuleRefusal(facts, user.profile, null)}
        loading={unlink.isPending}
        onClick={() => setOpen('unlink')}
      >
        Unlink
      </RefusableButton>
      {open === 'role' && <ChangeRoleDialog accountId={accountId} user={user} facts={facts} onClose={close} />}
      <ConfirmModal
        opened={open === 'unlink'}
        title={LINKED_USERS_MESSAGES.confirmUnlink}
        message={LINKED_USERS_MESSAGES.unlinkWarning}
        confirmLabel="Unlink"
        destructive
        onConfirm={() => {
          close();
          unlink.mutate(username);
        }}
        onCancel={close}
      >
        <Text fw={700}>
          {displayName} ({username})
        </Text>
      </ConfirmModal>
    </Group>
  );
}
