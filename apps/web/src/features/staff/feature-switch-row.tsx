import { Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.layer.css';
import { useId } from 'react';

type FeatureSwitchRowProps = {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
};

/**
 * One switch with what it does. The description is outside the label (Mantine's Switch would
 * put it inside, making it part of the switch's name) and tied to it as its description.
 */
export function FeatureSwitchRow({ label, description, checked, disabled, onChange }: FeatureSwitchRowProps) {
  const descriptionId = useId();
  return (
    <Stack gap={4}>
      <Switch
        label={label}
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Text id={descriptionId} size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}
