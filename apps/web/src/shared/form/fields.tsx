import {
  Checkbox,
  NativeSelect,
  NumberInput,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
  type CheckboxProps,
  type NativeSelectProps,
  type NumberInputProps,
  type PasswordInputProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/*
 * Mantine inputs bound to one field of a schema form: the value, the field's message beside it
 * (Mantine links it to the input with aria-describedby) and aria-invalid on the input itself,
 * which Mantine sets on a password field's wrapper only.
 */

/** The field a helper is bound to; `control` types `name` against the form's values. */
type Bound<Input extends FieldValues, Output, Value> = {
  control: Control<Input, unknown, Output>;
  name: FieldPathByValue<Input, Value>;
};

/** What the binding decides, so a caller cannot pass it too. */
type BoundProps = 'name' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error';

function useBoundString<Input extends FieldValues, Output>({ control, name }: Bound<Input, Output, string>) {
  const { field, fieldState } = useController<Input, FieldPathByValue<Input, string>, Output>({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  return {
    ref,
    name,
    value: typeof value === 'string' ? value : '',
    onChange,
    onBlur,
    error,
    'aria-invalid': error === undefined ? undefined : true,
  };
}

export function TextField<Input extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Input, Output, string> & Omit<TextInputProps, BoundProps>) {
  return <TextInput {...props} {...useBoundString({ control, name })} />;
}

export function PasswordField<Input extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Input, Output, string> & Omit<PasswordInputProps, BoundProps>) {
  return <PasswordInput {...props} {...useBoundString({ control, name })} />;
}

export function TextareaField<Input extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Input, Output, string> & Omit<TextareaProps, BoundProps>) {
  return <Textarea {...props} {...useBoundString({ control, name })} />;
}

export function NativeSelectField<Input extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Input, Output, string> & Omit<NativeSelectProps, BoundProps>) {
  return <NativeSelect {...props} {...useBoundString({ control, name })} />;
}

export function CheckboxField<Input extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Input, Output, boolean> & Omit<CheckboxProps, BoundProps>) {
  const { field, fieldState } = useController<Input, FieldPathByValue<Input, boolean>, Output>({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={name}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
      aria-invalid={error === undefined ? undefined : true}
    />
  );
}

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
