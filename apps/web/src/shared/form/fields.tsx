import {
  PasswordInput,
  Textarea,
  TextInput,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
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
