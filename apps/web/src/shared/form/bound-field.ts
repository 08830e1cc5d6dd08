import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** The field a helper is bound to; `control` types `name` against the form's values. */
export type Bound<Input extends FieldValues, Output, Value> = {
  control: Control<Input, unknown, Output>;
  name: FieldPathByValue<Input, Value>;
};

/** What the binding decides, so a caller cannot pass it too. */
export type BoundProps =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'checked'
  | 'defaultChecked'
  | 'onChange'
  | 'onBlur'
  | 'error';

export function useBoundString<Input extends FieldValues, Output>({ control, name }: Bound<Input, Output, string>) {
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
