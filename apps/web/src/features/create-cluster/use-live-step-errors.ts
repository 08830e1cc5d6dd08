import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardValues } from './form-values.ts';
import type { ValidRequest } from './request.ts';
import { stepFields } from './steps.ts';

/**
 * Once shown, a step's errors follow the user's changes: a fixed field (or one fixed by another,
 * such as the node count by the replication factor) clears as soon as it is right. An error of
 * the server stays until its own field changes. Nothing is checked before Next, so no message
 * appears, or vanishes, while the user moves between fields.
 */
export function useLiveStepErrors(form: UseFormReturn<WizardValues, unknown, ValidRequest>, step: number): void {
  const { subscribe, getFieldState, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          const shown = stepFields(step, values).filter((field) => {
            const { error } = getFieldState(field);
            return error !== undefined && (error.type !== 'server' || field === name);
          });
          if (shown.length > 0) void trigger(shown);
        },
      }),
    [step, subscribe, getFieldState, trigger],
  );
}
