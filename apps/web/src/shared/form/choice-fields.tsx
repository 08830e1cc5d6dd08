import { NumberInput, Select, type NumberInputProps, type SelectProps } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { type Bound, type BoundProps, useBoundString } from './bound-field.ts';

// Apart from fields.tsx: Select and NumberInput bring the combobox, its popover and Floating UI,
// which forms of plain text (sign-in above all) do not load.

/** A choice from a list (searchable if asked); no choice yet is the empty string the schema refuses. */
export function SelectField<Input extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Input, Output, string> & Omit<SelectProps, BoundProps>) {
  const { value, onChange, ...bound } = useBoundString({ control, name });
  return (
    <Select
      allowDeselect={false}
      nothingFoundMessage="Nothing matches"
      {...props}
      {...bound}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

type NumberProps = Omit<NumberInputProps, BoundProps>;

function useBoundNumber<Input extends FieldValues, Output>({ control, name }: Bound<Input, Output, number>) {
  const { field, fieldState } = useController<Input, FieldPathByValue<Input, number>, Output>({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  return {
    ref,
    name,
    /** An empty box is NaN, which the contracts' schemas report as "must be a number". */
    number: typeof value === 'number' && !Number.isNaN(value) ? value : undefined,
    onChange: (next: number | null) => onChange(next ?? Number.NaN),
    onBlur,
    error,
    'aria-invalid': error === undefined ? undefined : true,
  };
}

/** A whole number typed in. */
export function NumberField<Input extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Input, Output, number> & NumberProps) {
  const { number, onChange, ...bound } = useBoundNumber({ control, name });
  return (
    <NumberInput
      allowDecimal={false}
      // Out of range stays as typed and gets the schema's error: clamping would change it silently.
      clampBehavior="none"
      {...props}
      {...bound}
      value={number ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
    />
  );
}

/** One of a few numbers (replication factors, ports), chosen from a list. */
export function NumberChoiceField<Input extends FieldValues, Output>({
  control,
  name,
  choices,
  ...props
}: Bound<Input, Output, number> & Omit<SelectProps, BoundProps | 'data'> & { choices: readonly number[] }) {
  const { number, onChange, ...bound } = useBoundNumber({ control, name });
  return (
    <Select
      allowDeselect={false}
      {...props}
      {...bound}
      data={choices.map((choice) => String(choice))}
      value={number === undefined ? null : String(number)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
