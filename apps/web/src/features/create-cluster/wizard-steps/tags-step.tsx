import { LIMITS } from '@datadeck/contracts';
import { Alert, Button, CloseButton, Fieldset, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { WizardValues } from '../form-values.ts';

/** Step 5: the data centre's tags, as key and value rows; the account's custom tags come pre-filled. */
export function TagsStep() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'dataCentres.0.tags' });
  const errors = formState.errors.dataCentres?.[0]?.tags;
  const full = fields.length >= LIMITS.maxTagsPerAccount;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {fields.length} / {LIMITS.maxTagsPerAccount} tags
      </Text>
      {errors?.message && (
        <Alert color="red" role="alert">
          {errors.message}
        </Alert>
      )}
      {fields.length === 0 && <Text>No tags. Tags help you find and group clusters.</Text>}
      {fields.map((row, index) => (
        <Fieldset key={row.id} variant="unstyled" legend={<VisuallyHidden>Tag {index + 1}</VisuallyHidden>}>
          <Group align="flex-start" wrap="nowrap">
            <TextInput
              label="Key"
              required
              autoComplete="off"
              style={{ flex: 1 }}
              error={errors?.[index]?.key?.message}
              {...register(`dataCentres.0.tags.${index}.key`)}
            />
            <TextInput
              label="Value"
              autoComplete="off"
              style={{ flex: 1 }}
              error={errors?.[index]?.value?.message}
              {...register(`dataCentres.0.tags.${index}.value`)}
            />
            <CloseButton mt={26} aria-label={`Remove tag ${index + 1}`} onClick={() => remove(index)} />
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button variant="default" disabled={full} onClick={() => append({ key: '', value: '' })}>
          Add tag
        </Button>
      </Group>
    </Stack>
  );
}
