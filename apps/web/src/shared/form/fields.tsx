import {
  Checkbox,
  NativeSelect,
  PasswordInput,
  Textarea,
  TextInput,
  type CheckboxProps,
  type NativeSelectProps,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
// NativeSelect's chevron is the combobox's, styled by Combobox's CSS.
import '@mantine/core/styles/Combobox.layer.css';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { type Bound, type BoundProps, useBoundString } from './bound-field.ts';

/*
 * Mantine inputs bound to one field of a schema form: the value, the field's message beside it
 * (Mantine links it to the input with aria-describedby) and aria-invalid on the input itself,
 * which Mantine sets on a password field's wrapper only.
 */

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
