import { Alert } from '@mantine/core';
import type { ComponentPropsWithoutRef, FormEvent } from 'react';
import {
  FormProvider,
  get,
  useFormState,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { FORM_ALERT } from './apply-server-errors.ts';

type SchemaFormProps<Input extends FieldValues, Output> = Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'noValidate'
> & {
  form: UseFormReturn<Input, unknown, Output>;
  /** Called with the schema's output once every field is valid. */
  onSubmit: SubmitHandler<Output>;
  /** Called with the field errors when the schema refused the values (the first field is focused anyway). */
  onInvalid?: SubmitErrorHandler<Input>;
  /**
   * Asked before anything is checked: true when the form dealt with this submission itself
   * (Enter on an earlier step of the create-cluster wizard means Next, which checks one step).
   */
  intercept?: () => boolean;
  /**
   * Why the change cannot be made now (useChangeRefusal): the form then submits nothing, Enter in
   * a field included; its submit button (a RefusableButton) says why.
   */
  refusal?: string | null;
};

/**
 * A form of values checked by its schema: the browser's own validation is off (the schema's
 * messages are shown instead), and the fields and FormAlert inside reach the form through
 * react-hook-form's context.
 */
export function SchemaForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  intercept,
  refusal = null,
  children,
  ...props
}: SchemaFormProps<Input, Output>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (refusal !== null || intercept?.() === true) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(onSubmit, onInvalid)(event);
  };
  return (
    <FormProvider {...form}>
      <form {...props} noValidate onSubmit={submit}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The form-level message (what no field shows: a refusal by code, an unreachable server), as
 * an alert read out when it appears. Placed by each form where it reads best.
 */
export function FormAlert({ title }: { title?: string }) {
  const { errors } = useFormState();
  const message: unknown = get(errors, `${FORM_ALERT}.message`);
  if (typeof message !== 'string') return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  );
}
