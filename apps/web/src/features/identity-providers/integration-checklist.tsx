import {
  IDENTITY_PROVIDER_STEPS,
  type IdentityProvider,
  LAST_IDENTITY_PROVIDER_STEP,
  SSO_MESSAGES,
} from '@datadeck/contracts';
import { Alert, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import '@mantine/core/styles/Stepper.layer.css';
import { useState } from 'react';
import { useMaintenanceRefusal } from '../../shared/auth/use-change-refusal.ts';
import { type useGenerateScimToken, useSaveProgress } from './api.ts';
import { checklistStep } from './checklist-steps.tsx';
import { showFailed } from './toasts.ts';

const M = SSO_MESSAGES;

type IntegrationChecklistProps = {
  accountId: string;
  provider: IdentityProvider;
  mayEdit: boolean;
  generation: ReturnType<typeof useGenerateScimToken>;
};

/**
 * SPEC §4: while the provider is inactive, the four-step checklist, opening at the saved step;
 * every change of step is saved (SPEC §7 save step). Without EDIT_IDENTITY_PROVIDERS the steps
 * can be looked through, and nothing is saved.
 */
export function IntegrationChecklist({ accountId, provider, mayEdit, generation }: IntegrationChecklistProps) {
  const [active, setActive] = useState(provider.integrationProgress);
  const save = useSaveProgress(accountId, provider.idpId);
  // During maintenance the steps can be looked through, and nothing is saved (SPEC §6).
  const held = useMaintenanceRefusal();

  const goTo = (step: number) => {
    if (step === active || step < 0 || step > LAST_IDENTITY_PROVIDER_STEP) return;
    setActive(step);
    // The step stays where the user went: the toast says it was not saved, the next change tries again.
    if (mayEdit && held === null) save.mutate(step, { onError: (error) => showFailed(M.progressFailed, error) });
  };

  return (
    <Stack gap="md">
      {!mayEdit && (
        <Alert color="blue" role="note">
          {M.checklistReadOnly}
        </Alert>
      )}
      <Stepper active={active} onStepClick={goTo} allowNextStepsSelect size="sm">
        {IDENTITY_PROVIDER_STEPS.map((label, step) => (
          <Stepper.Step
            key={label}
            label={label}
            // The icon shows the number or a tick: the name says which step it is instead.
            aria-label={`Step ${step + 1} of ${IDENTITY_PROVIDER_STEPS.length}: ${label}`}
            aria-current={step === active ? 'step' : undefined}
          >
            {checklistStep(step, { provider, mayEdit, generation })}
          </Stepper.Step>
        ))}
      </Stepper>
      <Group gap="sm">
        <Button variant="default" disabled={active === 0} onClick={() => goTo(active - 1)}>
          Back
        </Button>
        <Button disabled={active === LAST_IDENTITY_PROVIDER_STEP} onClick={() => goTo(active + 1)}>
          Next
        </Button>
        {/* Said once the step is stored, for screen readers too. */}
        <Text component="output" size="sm" c="dimmed">
          {mayEdit && save.isSuccess ? M.progressSaved : ''}
        </Text>
      </Group>
    </Stack>
  );
}
