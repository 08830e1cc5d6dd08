import { SSO_MESSAGES, type samlDiscoveryQuerySchema } from '@datadeck/contracts';
import { Button, Stack } from '@mantine/core';
import type { z } from 'zod';
import { isApiError } from '../../shared/api/api-error.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { leaveFor, useSamlDiscovery, withRedirect } from './sso-api.ts';

type SsoEmailFormProps = { redirect: string | undefined };

/** The endpoint's query schema, loaded (with zod) at the form's first check, not with the sign-in page. */
const discoverySchema = () => import('./sso-discovery-schema.ts').then((module) => module.samlDiscoveryQuerySchema);

/**
 * 'Sign in with SSO': the work e-mail finds the identity provider of the person's account, and
 * the browser goes there to sign in. Checked by the endpoint's own query schema.
 */
export function SsoEmailForm({ redirect }: SsoEmailFormProps) {
  const form = useSchemaForm(discoverySchema, { defaultValues: { email: '' } });
  const discovery = useSamlDiscovery();

  const submit = ({ email }: z.output<typeof samlDiscoveryQuerySchema>) =>
    discovery.mutate(email, {
      onSuccess: ({ signInUrl }) => leaveFor(withRedirect(signInUrl, redirect)),
      onError: (error) => {
        // No provider serves the address: said on the field, where the person typed it.
        if (isApiError(error) && error.status === 404) {
          form.setError('email', { type: 'server', message: SSO_MESSAGES.noProviderForEmail }, { shouldFocus: true });
        } else {
          applyServerErrors(error, form);
        }
      },
    });

  return (
    <SchemaForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <FormAlert />
        <TextField
          control={form.control}
          name="email"
          type="email"
          label={SSO_MESSAGES.ssoEmailLabel}
          autoComplete="email"
        />
        <Button type="submit" variant="default" loading={discovery.isPending || discovery.isSuccess} fullWidth>
          {SSO_MESSAGES.ssoContinue}
        </Button>
      </Stack>
    </SchemaForm>
  );
}
