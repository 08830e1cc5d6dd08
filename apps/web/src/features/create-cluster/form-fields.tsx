import { useFormContext } from 'react-hook-form';
import * as Choice from '../../shared/form/choice-fields.tsx';
import * as Option from '../../shared/form/option-fields.tsx';
import type { WizardValues } from './form-values.ts';

/*
 * The shared bound fields on the wizard's form: its steps are components of their own, which
 * read the form from context rather than being handed its `control`.
 */

type OnWizard<F extends (props: never) => unknown> = Omit<Parameters<F>[0], 'control'>;

const useWizardControl = () => useFormContext<WizardValues>().control;

export const CheckboxField = (props: OnWizard<typeof Option.CheckboxField<WizardValues, WizardValues>>) => (
  <Option.CheckboxField control={useWizardControl()} {...props} />
);

export const NumberField = (props: OnWizard<typeof Choice.NumberField<WizardValues, WizardValues>>) => (
  <Choice.NumberField control={useWizardControl()} {...props} />
);

export const SelectField = (props: OnWizard<typeof Choice.SelectField<WizardValues, WizardValues>>) => (
  <Choice.SelectField control={useWizardControl()} {...props} />
);

export const NumberChoiceField = (props: OnWizard<typeof Choice.NumberChoiceField<WizardValues, WizardValues>>) => (
  <Choice.NumberChoiceField control={useWizardControl()} {...props} />
);
