import { BILLING_MESSAGES } from '@datadeck/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { Control } from 'react-hook-form';
import { SelectField } from '../../shared/form/choice-fields.tsx';
import { TextField } from '../../shared/form/fields.tsx';
import type { BillingFormOutput, BillingFormValues } from './billing-form-schema.ts';
import { COUNTRY_OPTIONS } from './countries.ts';

type AddressFieldsProps = {
  control: Control<BillingFormValues, unknown, BillingFormOutput>;
  /** Without EDIT_BILLING, or while billing is synced to the organisation. */
  disabled: boolean;
};

/** The contact email and the billing address, in the contracts' order (SPEC §5). */
export function AddressFields({ control, disabled }: AddressFieldsProps) {
  const field = { control, disabled };
  return (
    <Stack gap="sm">
      <TextField {...field} name="contactEmail" label="Contact email" type="email" autoComplete="email" withAsterisk />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          {...field}
          name="addressDetails.firstName"
          label="First name"
          autoComplete="given-name"
          withAsterisk
        />
        <TextField
          {...field}
          name="addressDetails.lastName"
          label="Last name"
          autoComplete="family-name"
          withAsterisk
        />
      </SimpleGrid>
      <TextField
        {...field}
        name="addressDetails.phoneNumber"
        label="Phone number"
        description={BILLING_MESSAGES.phoneHint}
        type="tel"
        autoComplete="tel"
        withAsterisk
      />
      <TextField {...field} name="addressDetails.companyName" label="Company name" autoComplete="organization" />
      <TextField
        {...field}
        name="addressDetails.streetAddress"
        label="Street address"
        autoComplete="address-line1"
        withAsterisk
      />
      <TextField {...field} name="addressDetails.extendedAddress" label="Address line 2" autoComplete="address-line2" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField {...field} name="addressDetails.locality" label="City" autoComplete="address-level2" withAsterisk />
        <TextField {...field} name="addressDetails.state" label="State" autoComplete="address-level1" withAsterisk />
        <TextField
          {...field}
          name="addressDetails.postalCode"
          label="Postal code"
          autoComplete="postal-code"
          withAsterisk
        />
        <SelectField
          {...field}
          name="addressDetails.countryCodeAlpha2"
          label="Country"
          data={COUNTRY_OPTIONS}
          searchable
          autoComplete="country-name"
          withAsterisk
        />
      </SimpleGrid>
    </Stack>
  );
}
