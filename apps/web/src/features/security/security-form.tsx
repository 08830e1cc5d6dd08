import {
  isPciCompliant,
  lockedControls,
  MESSAGES,
  PCI_DEPENDENTS,
  securitySettingsSchema,
  withPci,
  withSetting,
  type SecuritySettings,
  type SecuritySettingsView,
} from '@datadeck/contracts';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
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

const changed = (a: SecuritySettings, b: SecuritySettings) =>
  (Object.keys(a) as (keyof SecuritySettings)[]).some((name) => a[name] !== b[name]);

/**
 * The security settings form (SPEC §3, §4). The PCI rules are the contracts' functions, applied
 * as the user clicks, so the form can only send what the server accepts.
 */
export function SecurityForm({ accountId, view, canEdit, maintenance }: SecurityFormProps) {
  const saved = useMemo(() => settingsOf(view), [view]);
  // The user's changes; until there are any, the form follows the stored settings (a reload
  // after another owner's save shows theirs).
  const [edits, setEdits] = useState<SecuritySettings | null>(null);
  const [errors, setErrors] = useState<SettingErrors>({});
  const maintenanceId = useId();
  // Once saved, the stored settings (now in the cache) are the form's again.
  const { save, saving } = useSaveSecurity(accountId, { onSaved: () => setEdits(null), onRefused: setErrors });

  const draft = edits ?? saved;
  const locks = lockedControls(draft, view);
  const dirty = changed(draft, saved);
  const edit = (next: SecuritySettings | null) => {
    setEdits(next);
    setErrors({});
  };
  const box = (name: keyof SecuritySettings) => (
    <SettingCheckbox
      key={name}
      {...SETTING_TEXTS[name]}
      checked={draft[name]}
      lockReason={canEdit ? locks[name] : undefined}
      readOnly={!canEdit}
      error={errors[name]}
      onChange={(checked) => edit(withSetting(draft, name, checked))}
    />
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canEdit && dirty && !maintenance && !saving) save(draft);
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
            <Button variant="default" disabled={!dirty || saving} onClick={() => edit(null)}>
              Reset
            </Button>
            {maintenance && (
              <Text id={maintenanceId} size="sm">
                {MESSAGES.settings.notDuringMaintenance}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
