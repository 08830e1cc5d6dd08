import { BILLING_MESSAGES, type BillingDetails, type BillingUpdate } from '@datadeck/contracts';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useCan } from '../../shared/auth/use-can.ts';
import { useChangeRefusal, useMaintenanceRefusal } from '../../shared/auth/use-change-refusal.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { ConfirmModal } from '../../shared/ui/confirm-modal.tsx';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { AddressFields } from './address-fields.tsx';
import { billingKeys, useUpdateBilling } from './api.ts';
import {
  billingFormSchema,
  billingFormWithCardSchema,
  formValuesOf,
  hasDetails,
  type BillingFormOutput,
} from './billing-form-schema.ts';
import { ModeNotice, SyncedNotice } from './billing-notices.tsx';
import { CardFields } from './card-fields.tsx';
import { CardPanel } from './card-panel.tsx';
import { SavedCard } from './saved-card.tsx';
import { useCardPayment, type CardHandle } from './use-card-payment.ts';

type BillingDetailsSectionProps = { accountId: string; billing: BillingDetails };

/** A fieldset that only groups: the form is blocked through it while a submission is in flight. */
const BARE_FIELDSET = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * The billing mode, then the billing form (SPEC §2 Billing screen and billing panel): contact and
 * address, and the card — the saved one, or, when a card can be entered, the provider's card form
 * or, on a server without a provider, the form's own card fields (SPEC §3 paymentDetails).
 */
export function BillingDetailsSection({ accountId, billing }: BillingDetailsSectionProps) {
  const canEdit = useCan('EDIT_BILLING');
  // Scheduled maintenance holds every billing change (SPEC §6): the button says so.
  const held = useMaintenanceRefusal();
  const changeRefusal = useChangeRefusal('EDIT_BILLING');
  const queryClient = useQueryClient();
  const headingId = useId();
  const formId = useId();
  // Reset of synced billing (SPEC §4): the form is editable, the next submit asks first, and
  // nothing changes on the server until a submit is confirmed.
  const [resetting, setResetting] = useState(false);
  const [resetConfirmed, setResetConfirmed] = useState(false);
  const [confirming, setConfirming] = useState<BillingUpdate | null>(null);
  const [replacingCard, setReplacingCard] = useState(false);
  const [cardReady, setCardReady] = useState(false);
  const card = useRef<CardHandle | null>(null);
  // The card's year choices and the check of its expiry start from the same date.
  const [now] = useState(() => new Date());

  const editable = canEdit && (billing.editPermitted || resetting);
  const configuration = billing.mode === 'CARD' ? billing.clientConfiguration : null;
  const cardOffered = editable && configuration !== null && (billing.savedDetails === null || replacingCard);
  const noDetails = !canEdit && !hasDetails(billing);
  // Without a provider the card is entered in the form itself: shown wherever no saved card is,
  // disabled with the reason for whoever may not change billing.
  const cardFieldsShown =
    billing.mode === 'CARD' &&
    billing.clientConfiguration === null &&
    !noDetails &&
    (billing.savedDetails === null || replacingCard);
  const cardEntered = cardFieldsShown && editable;
  const savedCardShown = !noDetails && billing.savedDetails !== null && !replacingCard;

  const withCard = useMemo(() => billingFormWithCardSchema(now), [now]);
  const saved = useMemo(() => formValuesOf(billing), [billing]);
  const form = useSchemaForm(cardEntered ? withCard : billingFormSchema, { defaultValues: saved });
  const { reset } = form;
  const dirty = form.formState.isDirty;
  // Until the user changes something, the form follows the stored billing (a reload shows it).
  useEffect(() => {
    if (!dirty) reset(saved);
  }, [saved, dirty, reset]);
  const country = useWatch({ control: form.control, name: 'addressDetails.countryCodeAlpha2' });

  const invoiced = billing.isInvoiced && !resetting;
  const savedCountry = billing.savedDetails?.billingAddress.countryCodeAlpha2;
  const gst = !invoiced && (country === 'AU' || savedCountry === 'AU');

  const afterSave = (stored: BillingDetails) => {
    setResetting(false);
    setResetConfirmed(false);
    setReplacingCard(false);
    setCardReady(false);
    reset(formValuesOf(stored));
    // The reset and the country change GST and the charges: billing is read again (SPEC §4).
    void queryClient.invalidateQueries({ queryKey: billingKeys.all(accountId) });
  };
  const update = useUpdateBilling(accountId);
  const payment = useCardPayment({
    accountId,
    onSaved: afterSave,
    onRefused: (error) => applyServerErrors(error, form),
    onUnrequestedSubmit: () => void form.handleSubmit((values) => submit(values))(),
  });
  const busy = update.isPending || payment.phase !== 'idle';

  const send = (body: BillingUpdate) => {
    if (cardOffered) {
      if (card.current !== null) payment.pay(card.current, body);
      return;
    }
    update.mutate(body, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: BILLING_MESSAGES.detailsSaved });
        afterSave(result.billing);
      },
      onError: (error) => {
        const placed = applyServerErrors(error, form);
        const detail = placed.length > 0 ? 'See the fields marked below.' : errorMessage(error);
        notifications.show({ color: 'red', title: BILLING_MESSAGES.detailsFailed, message: detail });
      },
    });
  };

  const submit = ({ paymentDetails, ...values }: BillingFormOutput) => {
    // A card form not drawn yet cannot take the card; Enter in a field must not save without it.
    if (!editable || busy || (cardOffered && !cardReady)) return;
    const body: BillingUpdate =
      paymentDetails === undefined
        ? { ...values, resetBillingSync: resetting }
        : { ...values, paymentDetails, resetBillingSync: resetting };
    if (resetting && !resetConfirmed) setConfirming(body);
    else send(body);
  };

  const submitLabel = cardOffered ? BILLING_MESSAGES.saveDetails : BILLING_MESSAGES.submit;
  const cardRefusal = !canEdit
    ? (changeRefusal ?? BILLING_MESSAGES.readOnly)
    : editable
      ? null
      : BILLING_MESSAGES.synchronisedRefusal;

  return (
    <Stack gap="md">
      {/* "The card below" only where a card is below: saved, or being entered. */}
      <ModeNotice mode={billing.mode} cardShown={savedCardShown || cardFieldsShown || cardOffered} />
      {billing.isBillingSynced && !resetting && (
        <SyncedNotice
          organisation={billing.organisation?.name ?? ''}
          canReset={canEdit}
          resetPermitted={billing.resetPermitted}
          onReset={() => setResetting(true)}
        />
      )}
      <Title order={3} id={headingId}>
        {BILLING_MESSAGES.heading}
      </Title>
      {noDetails ? (
        <Alert color="blue" role="note">
          {BILLING_MESSAGES.askBillingUser}
        </Alert>
      ) : (
        <>
          {gst && (
            <Alert color="blue" role="note">
              {BILLING_MESSAGES.gstNotice}
            </Alert>
          )}
          {!canEdit && (
            <Alert color="gray" role="note">
              {BILLING_MESSAGES.readOnly}
            </Alert>
          )}
          {cardOffered && (
            <Alert color="gray" role="note">
              {BILLING_MESSAGES.authorisationNote}
            </Alert>
          )}
          {/* Says the whole form is busy; only the inner fieldset disables (see the card panel below). */}
          <fieldset aria-busy={busy} style={BARE_FIELDSET}>
            <Stack gap="lg">
              <fieldset disabled={busy} style={BARE_FIELDSET}>
                <Stack gap="lg">
                  <SchemaForm id={formId} form={form} onSubmit={submit} refusal={held} aria-labelledby={headingId}>
                    <Stack gap="md">
                      <FormAlert title={BILLING_MESSAGES.detailsFailed} />
                      <AddressFields control={form.control} disabled={!editable} />
                      {cardFieldsShown && <CardFields control={form.control} refusal={cardRefusal} now={now} />}
                    </Stack>
                  </SchemaForm>
                  {savedCardShown && billing.savedDetails !== null && (
                    <SavedCard
                      card={billing.savedDetails.card}
                      onReplace={editable && billing.mode === 'CARD' ? () => setReplacingCard(true) : undefined}
                    />
                  )}
                </Stack>
              </fieldset>
              {/*
               * Outside the <form>: the widget posts 3-D Secure forms of its own, which may not nest.
               * Outside the fieldset too: a disabled fieldset disables the hidden inputs of those forms,
               * which then post empty to the provider (the widget blocks its own fields meanwhile).
               */}
              {cardOffered && configuration !== null && (
                <CardPanel
                  configuration={configuration}
                  countryCode={country || savedCountry || 'US'}
                  callbacks={payment.callbacks}
                  onReady={() => setCardReady(true)}
                  onComponent={(component) => {
                    card.current = component;
                  }}
                  phase={payment.phase}
                  failed={payment.failed}
                />
              )}
              {editable && (
                <Group gap="sm">
                  {/* Save details shows once the card form is ready (SPEC §2); its place is kept meanwhile, so nothing below moves. */}
                  <RefusableButton
                    type="submit"
                    form={formId}
                    loading={busy}
                    disabled={cardOffered && !cardReady}
                    style={cardOffered && !cardReady ? { visibility: 'hidden' } : undefined}
                    refusal={held}
                  >
                    {submitLabel}
                  </RefusableButton>
                  {replacingCard && (
                    <Button
                      variant="default"
                      disabled={busy}
                      onClick={() => {
                        // The next card form is drawn afresh: Save details waits for it again.
                        setReplacingCard(false);
                        setCardReady(false);
                        // A card half typed in the form's own fields is dropped, not kept for later.
                        form.resetField('paymentDetails');
                      }}
                    >
                      Keep saved card
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </fieldset>
        </>
      )}
      <ConfirmModal
        opened={confirming !== null}
        title={BILLING_MESSAGES.reset}
        message={BILLING_MESSAGES.resetConfirm}
        confirmLabel={submitLabel}
        onConfirm={() => {
          const body = confirming;
          setConfirming(null);
          setResetConfirmed(true);
          if (body !== null) send(body);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
