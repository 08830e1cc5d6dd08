import {
  changeRoleBodySchema,
  LINKED_USERS_MESSAGES,
  type LinkedUser,
  type OwnerFacts,
  ownerRuleRefusal,
  ROLE_LABELS,
  ROLES,
} from '@datadeck/contracts';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useController, useWatch } from 'react-hook-form';
import { SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { useChangeRole } from './api.ts';

type ChangeRoleDialogProps = {
  accountId: string;
  user: LinkedUser;
  facts: OwnerFacts;
  onClose: () => void;
};

/**
 * "Select a role" for one user. The roles the owner rule refuses (an owner the account cannot
 * spare) are offered disabled, with the rule's words under the choice.
 */
export function ChangeRoleDialog({ accountId, user, facts, onClose }: ChangeRoleDialogProps) {
  const { username } = user.userSummary;
  const form = useSchemaForm(changeRoleBodySchema, { defaultValues: { profile: user.profile } });
  const { field, fieldState } = useController({ control: form.control, name: 'profile' });
  const chosen = useWatch({ control: form.control, name: 'profile' });
  const changeRole = useChangeRole(accountId);
  const refusal = ROLES.map((role) => ownerRuleRefusal(facts, user.profile, role)).find((text) => text !== null);

  const submit = ({ profile }: { profile: LinkedUser['profile'] }) =>
    changeRole.mutate({ username, profile }, { onSettled: onClose });

  return (
    <Modal
      opened
      onClose={onClose}
      title={LINKED_USERS_MESSAGES.selectRole}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <SchemaForm form={form} onSubmit={submit}>
        <Stack gap="md">
          <Radio.Group
            label={`Role of ${username}`}
            description={refusal}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <Stack gap="xs" mt="xs">
              {ROLES.map((role) => (
                <Radio
                  key={role}
                  value={role}
                  label={ROLE_LABELS[role]}
                  disabled={ownerRuleRefusal(facts, user.profile, role) !== null}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={changeRole.isPending} disabled={chosen === user.profile}>
              {LINKED_USERS_MESSAGES.updateRole}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Modal>
  );
}
