import { CLUSTERS_MESSAGES, type CreateClusterInfo } from '@datadeck/contracts';
import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import '@mantine/core/styles/Stepper.layer.css';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { useCan } from '../../shared/auth/use-can.ts';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { useCreateCluster } from './api.ts';
import { CreateButton } from './create-button.tsx';
import { defaultValues, type WizardValues } from './form-values.ts';
import type { OfferedVersions } from './offered-versions.ts';
import { wizardSchema, type ValidRequest } from './request.ts';
import { placeServerErrors } from './server-errors.ts';
import { REVIEW_STEP, STEPS, stepFields, type WizardField } from './steps.ts';
import { useLiveStepErrors } from './use-live-step-errors.ts';
import { ApplicationStep } from './wizard-steps/application-step.tsx';
import { InfrastructureStep } from './wizard-steps/infrastructure-step.tsx';
import { NetworkStep } from './wizard-steps/network-step.tsx';
import { ReviewStep } from './wizard-steps/review-step.tsx';
import { StepHeading } from './wizard-steps/step-heading.tsx';
import { TagsStep } from './wizard-steps/tags-step.tsx';
import { TierVersionStep } from './wizard-steps/tier-version-step.tsx';

type WizardProps = { accountId: string; info: CreateClusterInfo; offered: OfferedVersions };

/** Why the Create button is disabled, or null when the user may create here. */
function useBlockedReason(info: CreateClusterInfo): string | null {
  const canCreate = useCan('CREATE_CLUSTER');
  if (!canCreate) return CLUSTERS_MESSAGES.createNotPermitted;
  if (!info.creationAllowed) return info.creationBlockedReason ?? CLUSTERS_MESSAGES.creationNotAllowed;
  return null;
}

/**
 * The create-cluster wizard: one form checked by the chosen application's contracts schema,
 * shown a step at a time; Next validates the step's fields, Create sends the whole body.
 */
export function CreateClusterWizard({ accountId, info, offered }: WizardProps) {
  const form = useSchemaForm(wizardSchema, {
    defaultValues: defaultValues(info, offered),
    // Errors appear on Next, then follow the user's changes (useLiveStepErrors); never on blur,
    // where a message appearing or vanishing moves the button being clicked.
    mode: 'onSubmit',
  });
  const [active, setActive] = useState(0);
  // A new object per request, so asking for the same target twice focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ target: WizardField | 'heading' } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const create = useCreateCluster(accountId);
  const navigate = useNavigate();
  const blockedReason = useBlockedReason(info);

  // After a step change, focus moves to the new step's heading, or to the field to fix.
  const { setFocus } = form;
  useEffect(() => {
    if (focusRequest === null) return;
    if (focusRequest.target === 'heading') headingRef.current?.focus();
    else setFocus(focusRequest.target);
  }, [focusRequest, setFocus]);

  useLiveStepErrors(form, active);

  const goTo = (step: number, target: WizardField | 'heading' = 'heading') => {
    setActive(step);
    setFocusRequest({ target });
  };

  const next = async () => {
    const valid = await form.trigger(stepFields(active, form.getValues()), { shouldFocus: true });
    if (valid) goTo(active + 1);
  };

  /** Create found an error the steps let through: open the first step that shows one. */
  const showInvalid = (errors: FieldErrors<WizardValues>) => {
    const values = form.getValues();
    for (let step = 0; step < REVIEW_STEP; step++) {
      const field = stepFields(step, values).find((name) => get(errors, name) !== undefined);
      if (field) return goTo(step, field);
    }
  };

  const submit = (request: ValidRequest) => {
    if (blockedReason !== null) return;
    create.mutate(request, {
      onSuccess: (cluster) => {
        notifications.show({ color: 'green', message: CLUSTERS_MESSAGES.created(cluster.name) });
        void navigate({ to: '/accounts/$accountId/clusters/$clusterId', params: { accountId, clusterId: cluster.id } });
      },
      onError: (error) => {
        const first = placeServerErrors(error, form);
        if (first) goTo(first.step, first.field);
      },
    });
  };

  // Enter in a field of an earlier step means Next, not Create.
  const enterMeansNext = () => {
    if (active < REVIEW_STEP) void next();
    return active < REVIEW_STEP;
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      onInvalid={showInvalid}
      intercept={enterMeansNext}
      aria-label="Create cluster"
    >
      <Stack gap="lg">
        <nav aria-label="Wizard steps">
          <Stepper active={active} onStepClick={(step) => goTo(step)} allowNextStepsSelect={false} size="sm">
            {STEPS.map((step, index) => (
              <Stepper.Step
                key={step.label}
                label={step.label}
                aria-current={index === active ? 'step' : undefined}
                aria-disabled={index > active ? true : undefined}
              />
            ))}
          </Stepper>
        </nav>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Step {active + 1} of {STEPS.length}
          </Text>
          <StepHeading ref={headingRef} title={STEPS[active]?.title ?? ''} />
          {active === 0 && <ApplicationStep />}
          {active === 1 && <TierVersionStep />}
          {active === 2 && <InfrastructureStep />}
          {active === 3 && <NetworkStep accountId={accountId} pciForced={info.forcePciForNewClusters} />}
          {active === 4 && <TagsStep />}
          {active === REVIEW_STEP && <ReviewStep accountId={accountId} info={info} />}
        </Stack>
        <FormAlert title="The cluster could not be created" />
        <Group justify="space-between">
          <Button variant="default" disabled={active === 0} onClick={() => goTo(active - 1)}>
            Back
          </Button>
          <Group gap="sm">
            <ButtonLink to="/accounts/$accountId" params={{ accountId }} variant="subtle">
              Cancel
            </ButtonLink>
            {active < REVIEW_STEP ? (
              <Button type="button" onClick={() => void next()}>
                Next
              </Button>
            ) : (
              <CreateButton blockedReason={blockedReason} loading={create.isPending} />
            )}
          </Group>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
