import { LIMITS } from '@datadeck/contracts';
import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Field = UseFormRegisterReturn & { error: string | undefined };

/** A new password and its confirmation, as every form that sets a password asks for them. */
export function NewPasswordFields({ newPassword, confirmPassword }: { newPassword: Field; confirmPassword: Field }) {
  const { error: newError, ...newField } = newPassword;
  const { error: confirmError, ...confirmField } = confirmPassword;
  return (
    <>
      <PasswordInput
        label="New password"
        description={`At least ${LIMITS.passwordMinLength} characters, different from your current password`}
        autoComplete="new-password"
        required
        withAsterisk={false}
        error={newError}
        // Mantine marks only the wrapper of a password field as invalid; screen readers need the input.
        aria-invalid={newError !== undefined}
        {...newField}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        withAsterisk={false}
        error={confirmError}
        aria-invalid={confirmError !== undefined}
        {...confirmField}
      />
    </>
  );
}
