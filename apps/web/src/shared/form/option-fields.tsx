import { Checkbox, NativeSelect, type CheckboxProps, type NativeSelectProps } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
// NativeSelect's chevron is the combobox's, styled by Combobox's CSS.
import '@mantine/core/styles/Combobox.layer.css';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { type Bound, type BoundProps, useBoundString } from './bound-field.ts';

// Apart from the text fields (fields.tsx), which sign-in uses: a checkbox and the browser's own
// select, with the code and CSS of their icons that a text-only form does not need.

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
