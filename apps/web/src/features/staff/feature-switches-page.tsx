import { FEATURE_SWITCHES, type FeatureSwitch, type FeatureSwitches } from '@datadeck/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error.ts';
import { featureSwitchesQuery, useUpdateFeatureSwitches } from './api.ts';
import { FeatureSwitchRow } from './feature-switch-row.tsx';
import { STAFF_TEXTS } from './staff-texts.ts';

/** A name per switch; typed by the contracts' table, so a new switch cannot go unlabelled. */
const SWITCH_LABELS: Readonly<Record<FeatureSwitch, string>> = {
  databaseMaintenance: 'Database maintenance',
};

const SWITCHES = Object.keys(FEATURE_SWITCHES) as FeatureSwitch[];

/** Staff > Feature switches: each switch takes effect when flipped, for every user of the console. */
export function FeatureSwitchesPage() {
  const switches = useSuspenseQuery(featureSwitchesQuery).data;
  const update = useUpdateFeatureSwitches();

  const flip = (current: FeatureSwitches, name: FeatureSwitch, on: boolean) =>
    update.mutate(
      { ...current, [name]: on },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: STAFF_TEXTS.switchSaved(SWITCH_LABELS[name], on) }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: STAFF_TEXTS.switchFailed,
            message: errorMessage(error),
          }),
      },
    );

  return (
    <Stack gap="md">
      <Title order={2}>Feature switches</Title>
      <Text c="dimmed">A switch takes effect as soon as it is flipped, for every user of the console.</Text>
      <Stack gap="md">
        {SWITCHES.map((name) => {
          // While saving, the switch shows where it is going (and cannot be flipped again).
          const shown = update.isPending && update.variables ? update.variables : switches;
          return (
            <FeatureSwitchRow
              key={name}
              label={SWITCH_LABELS[name]}
              description={FEATURE_SWITCHES[name]}
              checked={shown[name]}
              disabled={update.isPending}
              onChange={(on) => flip(switches, name, on)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
