import { BILLING_MESSAGES, EXPIRY_MONTHS, expiryYearChoices } from '@datadeck/contracts';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { useId, useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { SelectField } from '../../shared/form/choice-fields.tsx';
import { TextField } from '../../shared/form/fields.tsx';
import type { BillingFormOutput, BillingFormValues } from './billing-form-schema.ts';

type CardFieldsProps = {
  control: Control<BillingFormValues, unknown, BillingFormOutput>;
  /** Why the card cannot be entered (no EDIT_BILLING, billing synced), or null when it can. */
  refusal: string | null;
  /** The date the year choices start from: the form's schema checks against the same one. */
  now: Date;
};

/**
 * The card of the billing form on a server without a card provider (SPEC §3 paymentDetails, §5):
 * number, holder, expiry month and year (this year and the next 9), CVV. Disabled with the
 * reason for whoever may not change billing.
 */
export function CardFields({ control, refusal, now }: CardFieldsProps) {
  const reasonId = useId();
  const years = useMemo(() => expiryYearChoices(now), [now]);
  const disabled = refusal !== null;
  const field = { control, disabled, withAsterisk: true };
  return (
    <Fieldset
      legend={BILLING_MESSAGES.card.legend}
      disabled={disabled}
      aria-describedby={disabled ? reasonId : undefined}
      variant="unstyled"
    >
      <Stack gap="sm">
        {disabled && (
          <Text id={reasonId} size="sm" c="dimmed">
            {refusal}
          </Text>
        )}
        <TextField
          {...field}
          name="paymentDetails.cardNumber"
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
        />
        <TextField
          {...field}
          name="paymentDetails.cardholderName"
          label="Cardholder name"
          placeholder={BILLING_MESSAGES.placeholders.holderName}
          autoComplete="cc-name"
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <SelectField
            {...field}
            name="paymentDetails.expirationMonth"
            label="Expiry month"
            placeholder="MM"
            data={EXPIRY_MONTHS}
            autoComplete="cc-exp-month"
          />
          <SelectField
            {...field}
            name="paymentDetails.expirationYear"
            label="Expiry year"
            placeholder="YYYY"
            data={years}
            autoComplete="cc-exp-year"
          />
          <TextField {...field} name="paymentDetails.cvv" label="CVV" inputMode="numeric" autoComplete="cc-csc" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
