import type { StaffAccount } from '@datadeck/contracts';
import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../shared/api/api-error.ts';
import { switchUser } from '../../shared/auth/impersonation.ts';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { useStartImpersonation } from './api.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

export type ImpersonationTarget = { accountId: string; accountName: string; user: StaffAccount['users'][number] };

type ImpersonateModalProps = { target: ImpersonationTarget | null; onClose: () => void };

/**
 * Asks before acting as a user, naming them: from then on the console shows what they see and
 * what the staff user does is recorded as theirs. Confirmed, it opens the account's landing page.
 */
export function ImpersonateModal({ target, onClose }: ImpersonateModalProps) {
  const start = useStartImpersonation();
  const navigate = useNavigate();
  const close = () => {
    start.reset();
    onClose();
  };

  const confirm = (chosen: ImpersonationTarget) =>
    start.mutate(
      { accountId: chosen.accountId, userId: chosen.user.id },
      {
        onSuccess: (impersonated) => {
          // `me` first: on the landing page the console must already be the impersonated user.
          switchUser(impersonated);
          void navigate({ to: '/accounts/$accountId', params: { accountId: chosen.accountId } });
        },
      },
    );

  return (
    <ConfirmModal
      opened={target !== null}
      title="Impersonate user"
      message={
        target !== null && (
          <>
            Impersonate <strong>{target.user.displayName}</strong> ({target.user.username}) on {target.accountName}?
          </>
        )
      }
      confirmLabel={`Impersonate ${target?.user.username ?? ''}`}
      confirmColor="orange.9"
      loading={start.isPending}
      error={
        start.isError
          ? {
              title: STAFF_TEXTS.impersonationFailed,
              message: errorMessage(start.error),
            }
          : null
      }
      onConfirm={() => {
        if (target !== null) confirm(target);
      }}
      onCancel={close}
    >
      <Text size="sm">
        Until you stop impersonating, the console shows what this user sees and you act as them. The account’s audit log
        records what you do as done by them, impersonated by you.
      </Text>
    </ConfirmModal>
  );
}
