import { Checkbox, NumberInput, Select, type ComboboxItem } from '@mantine/core';
import type { ReactNode } from 'react';
import { useController, type FieldPathByValue } from 'react-hook-form';
import type { WizardValues } from './form-values.ts';

/*
 * Mantine inputs bound to the wizard's form. Each one is controlled, keeps its label and shows
 * its field's error beside it (Mantine links the error to the input with aria-describedby).
 */

type Common = { label: string; description?: ReactNode; disabled?: boolean; required?: boolean };

export function CheckboxField({ name, ...props }: Common & { name: FieldPathByValue<WizardValues, boolean> }) {
  const { field, fieldState } = useController<WizardValues, typeof name>({ name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={name}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

type NumberFieldProps = Common & {
  name: FieldPathByValue<WizardValues, number>;
  min?: number;
  max?: number;
  step?: number;
};

/** A whole number; an empty box is NaN, which the contracts' schema reports as "must be a number". */
export function NumberField({ name, ...props }: NumberFieldProps) {
  const { field, fieldState } = useController<WizardValues, typeof name>({ name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <NumberInput
      {...props}
      ref={ref}
      name={name}
      value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
      allowDecimal={false}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number.NaN)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

type SelectFieldProps = Common & {
  name: FieldPathByValue<WizardValues, string>;
  data: readonly ComboboxItem[];
  placeholder?: string;
  searchable?: boolean;
};

export function SelectField({ name, data, ...props }: SelectFieldProps) {
  const { field, fieldState } = useController<WizardValues, typeof name>({ name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <Select
      {...props}
      ref={ref}
      name={name}
      data={data}
      value={typeof value === 'string' && value !== '' ? value : null}
      allowDeselect={false}
      nothingFoundMessage="Nothing matches"
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

type NumberChoiceProps = Common & { name: FieldPathByValue<WizardValues, number>; choices: readonly number[] };

/** One of a few numbers (replication factors). */
export function NumberChoiceField({ name, choices, ...props }: NumberChoiceProps) {
  const { field, fieldState } = useController<WizardValues, typeof name>({ name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <Select
      {...props}
      ref={ref}
      name={name}
      data={choices.map((choice) => String(choice))}
      value={typeof value === 'number' && !Number.isNaN(value) ? String(value) : null}
      allowDeselect={false}
      onChange={(next) => onChange(next === null ? Number.NaN : Number(next))}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
