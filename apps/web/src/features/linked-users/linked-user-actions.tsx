import { LINKED_USERS_MESSAGES, type LinkedUser, type OwnerFacts, ownerRuleRefusal } from '@datadeck/contracts';
import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { useUnlink } from './api.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { GuardedButton } from './guarded-button.tsx';

export type LinkedUserActionsProps = {
  accountId: string;
  user: LinkedUser;
  facts: OwnerFacts;
  /** MANAGE_USERS as the server counts it (impersonation included); the page says why when not. */
  canManage: boolean;
};

/** Change Role and Unlink for one user; the owner rule disables what it would refuse. */
export function LinkedUserActions({ accountId, user, facts, canManage }: LinkedUserActionsProps) {
  const [open, setOpen] = useState<'role' | 'unlink' | null>(null);
  const unlink = useUnlink(accountId);
  const { username, displayName } = user.userSummary;
  const close = () => setOpen(null);

  return (
    <Group gap="xs" wrap="nowrap">
      <GuardedButton
        label="Change Role"
        name={`Change role of ${username}`}
        refusal={null}
        disabled={!canManage}
        onClick={() => setOpen('role')}
      />
      <GuardedButton
        label="Unlink"
        name={`Unlink ${username}`}
        refusal={ownerRuleRefusal(facts, user.profile, null)}
        disabled={!canManage || unlink.isPending}
        destructive
        onClick={() => setOpen('unlink')}
      />
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
