import { Checkbox, Text } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';

type SettingCheckboxProps = {
  label: string;
  description: string;
  checked: boolean;
  /** Why the rules lock this box now (SPEC §4); shown as text, not only by disabling it. */
  lockReason?: string;
  readOnly: boolean;
  /** What the server said about this setting when it refused a save. */
  error?: string;
  onChange: (checked: boolean) => void;
};

/** One security setting: label, what it does and, when locked, why (all read by screen readers). */
export function SettingCheckbox({
  label,
  description,
  checked,
  lockReason,
  readOnly,
  error,
  onChange,
}: SettingCheckboxProps) {
  return (
    <Checkbox
      label={label}
      description={
        <>
          {description}
          {lockReason !== undefined && (
            <Text span inherit display="block" fs="italic">
              {lockReason}
            </Text>
          )}
        </>
      }
      checked={checked}
      disabled={readOnly || lockReason !== undefined}
      error={error}
      aria-invalid={error === undefined ? undefined : true}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
