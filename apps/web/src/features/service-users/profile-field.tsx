import { ROLE_LABELS, type Role } from '@datadeck/contracts';
import { Radio, Stack } from '@mantine/core';
import '@mantine/core/styles/Radio.layer.css';
import { useController } from 'react-hook-form';

type ProfileFieldProps = {
  /** The profiles offered, in the contracts' order. */
  profiles: readonly Role[];
  /** Offered but not choosable: the service user's current profile when the caller may not give it. */
  disabledProfiles?: readonly Role[];
};

/**
 * The service user's profile as a radio group (SPEC §2), bound to the `profile` field of the
 * surrounding schema form; the schema's message ('Select a role') shows under the group.
 */
export function ProfileField({ profiles, disabledProfiles = [] }: ProfileFieldProps) {
  const { field, fieldState } = useController<{ profile: Role }, 'profile'>({ name: 'profile' });
  // Destructured as the bound text fields do: the lint reads `field.x` as reading the ref object.
  const { ref, name, value, onChange, onBlur } = field;
  return (
    <Radio.Group
      ref={ref}
      label="Profile"
      name={name}
      value={value ?? null}
      onChange={onChange}
      error={fieldState.error?.message}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {profiles.map((profile) => (
          <Radio
            key={profile}
            value={profile}
            label={ROLE_LABELS[profile]}
            disabled={disabledProfiles.includes(profile)}
            onBlur={onBlur}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
