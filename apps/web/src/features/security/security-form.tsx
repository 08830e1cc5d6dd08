import {
  isPciCompliant,
  lockedControls,
  PCI_DEPENDENTS,
  type SecuritySettings,
  securitySettingsSchema,
  type SecuritySettingsView,
  SETTINGS_MESSAGES,
  withPci,
  withSetting,
} from '@datadeck/contracts';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { useEffect, useId, useMemo } from 'react';
import { SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { SettingCheckbox } from './setting-checkbox.tsx';
import { PCI_TEXT, SETTING_TEXTS } from './setting-texts.ts';
import { useSaveSecurity, type SettingErrors } from './use-save-security.ts';

type SecurityFormProps = {
  accountId: string;
  /** The stored settings with the facts their rules depend on. */
  view: SecuritySettingsView;
  /** EDIT_SECURITY: without it every box is disabled and there is nothing to save. */
  canEdit: boolean;
  /** Scheduled database maintenance: the settings cannot be saved (SPEC §6). */
  maintenance: boolean;
};

/** The seven stored settings of a view (the schema drops the facts). */
const settingsOf = (view: SecuritySettingsView): SecuritySettings => securitySettingsSchema.parse(view);

const SETTING_NAMES = Object.keys(securitySettingsSchema.shape) as (keyof SecuritySettings)[];

/**
 * The security settings form (SPEC §3, §4). The PCI rules are the contracts' functions, applied
 * as the user clicks, so the form can only send what the server accepts.
 */
export function SecurityForm({ accountId, view, canEdit, maintenance }: SecurityFormProps) {
  const saved = useMemo(() => settingsOf(view), [view]);
  const form = useSchemaForm(securitySettingsSchema, { defaultValues: saved });
  const maintenanceId = useId();
  const { isDirty: dirty, errors } = form.formState;
  // Until the user changes something, the form follows the stored settings (a reload after
  // another owner's save shows theirs).
  const { reset, setError } = form;
  useEffect(() => {
    if (!dirty) reset(saved);
  }, [saved, dirty, reset]);
  // Once saved, the stored settings are the form's again; a refusal marks the settings it names.
  const { save, saving } = useSaveSecurity(accountId, {
    onSaved: (stored) => reset(settingsOf(stored)),
    onRefused: (refusals: SettingErrors) => {
      for (const name of SETTING_NAMES) {
        const message = refusals[name];
        if (message !== undefined) setError(name, { type: 'server', message });
      }
    },
  });

  const draft = form.watch();
  const locks = lockedControls(draft, view);
  // A click can change several settings (the PCI rules); each edit starts without the server's marks.
  const edit = (next: SecuritySettings) => {
    form.clearErrors();
    for (const name of SETTING_NAMES) form.setValue(name, next[name], { shouldDirty: true });
  };
  const box = (name: keyof SecuritySettings) => (
    <SettingCheckbox
      key={name}
      {...SETTING_TEXTS[name]}
      checked={draft[name]}
      lockReason={canEdit ? locks[name] : undefined}
      readOnly={!canEdit}
      error={errors[name]?.message}
      onChange={(checked) => edit(withSetting(draft, name, checked))}
    />
  );

  return (
    <SchemaForm
      form={form}
      onSubmit={(settings) => {
        if (canEdit && dirty && !maintenance && !saving) save(settings);
      }}
    >
      <Stack gap="lg">
        <Fieldset legend="PCI compliance">
          <Stack gap="md">
            <SettingCheckbox
              {...PCI_TEXT}
              checked={isPciCompliant(draft)}
              lockReason={canEdit ? locks.pci : undefined}
              readOnly={!canEdit}
              onChange={(checked) => edit(withPci(draft, checked))}
            />
            <Fieldset legend="Settings PCI compliance is made of" variant="unstyled" pl="xl">
              <Stack gap="md">{PCI_DEPENDENTS.map(box)}</Stack>
            </Fieldset>
          </Stack>
        </Fieldset>
        <Fieldset legend="New clusters">{box('forcePciForNewClusters')}</Fieldset>
        {canEdit && (
          <Group gap="sm">
            <Button
              type="submit"
              disabled={!dirty || maintenance}
              loading={saving}
              aria-describedby={maintenance ? maintenanceId : undefined}
            >
              Save
            </Button>
            <Button variant="default" disabled={!dirty || saving} onClick={() => reset(saved)}>
              Reset
            </Button>
            {maintenance && (
              <Text id={maintenanceId} size="sm">
                {SETTINGS_MESSAGES.notDuringMaintenance}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </SchemaForm>
  );
}
