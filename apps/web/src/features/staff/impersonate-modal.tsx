import type { StaffAccount } from '@datadeck/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { switchUser } from '../../shared/auth/impersonation.ts';
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
    <Modal
      opened={target !== null}
      onClose={close}
      title="Impersonate user"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target !== null && (
        <Stack gap="md">
          <Text>
            Impersonate <strong>{target.user.displayName}</strong> ({target.user.username}) on {target.accountName}?
          </Text>
          <Text size="sm">
            Until you stop impersonating, the console shows what this user sees and you act as them. The account’s audit
            log records what you do as done by them, impersonated by you.
          </Text>
          {start.isError && (
            <Alert color="red" role="alert" title={STAFF_TEXTS.impersonationFailed}>
              {isApiError(start.error) ? start.error.message : STAFF_TEXTS.unreachable}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="orange.9" loading={start.isPending} onClick={() => confirm(target)}>
              Impersonate {target.user.username}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
