import { SERVICE_USERS_MESSAGES, type ServiceUser } from '@datadeck/contracts';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { useDeactivateServiceUser } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

type DeactivateDialogProps = { accountId: string; user: ServiceUser | null; onClose: () => void };

/** Deactivate, confirmed first (SPEC §2); cancelling sends nothing. */
export function DeactivateDialog({ accountId, user, onClose }: DeactivateDialogProps) {
  const deactivate = useDeactivateServiceUser(accountId);
  const confirm = () => {
    if (user === null) return;
    deactivate.mutate(user.username, {
      onSuccess: () => {
        onClose();
        showDone(SERVICE_USERS_MESSAGES.deactivated);
      },
      onError: (error) => {
        onClose();
        showFailed(SERVICE_USERS_MESSAGES.deactivateFailed, error);
      },
    });
  };
  return (
    <ConfirmModal
      opened={user !== null}
      title={user === null ? '' : `Deactivate ${user.displayName}`}
      message={user === null ? '' : SERVICE_USERS_MESSAGES.deactivateConfirm(user.displayName)}
      confirmLabel="Deactivate"
      destructive
      loading={deactivate.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
