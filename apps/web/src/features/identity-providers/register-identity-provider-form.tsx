import { registerIdentityProviderFormSchema, SSO_MESSAGES } from '@datadeck/contracts';
import { Anchor, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { CheckboxField } from '../../shared/form/option-fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { DOCUMENTATION_URL } from '../../shared/links.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { useRegisterIdentityProvider } from './api.ts';
import { CertificateField } from './certificate-field.tsx';
import type { RegisterFormOutput } from './register-form.ts';
import { showDone, showFailed } from './toasts.ts';

const M = SSO_MESSAGES;

/**
 * The fields of SPEC §2 in its order, checked by the contracts' form schema (the body's rules and
 * the documentation checkbox); only the body is sent. The server's refusals land on the field
 * they name (the certificate it could not use: x509Cert), the rest (409) above the fields.
 */
export function RegisterIdentityProviderForm({ accountId }: { accountId: string }) {
  // documentationRead starts unset: the box is unticked, and the schema asks for it ticked.
  const form = useSchemaForm(registerIdentityProviderFormSchema, {
    defaultValues: { displayName: '', issuer: '', authUrl: '', x509Cert: '' },
  });
  const register = useRegisterIdentityProvider(accountId);
  const navigate = useNavigate();
  const refusal = useChangeRefusal('EDIT_IDENTITY_PROVIDERS');

  const submit = ({ documentationRead: _read, ...body }: RegisterFormOutput) =>
    register.mutate(body, {
      onSuccess: (created) => {
        showDone(M.registered);
        void navigate({
          to: '/accounts/$accountId/settings/identity-providers/$idpId',
          params: { accountId, idpId: created.idpId },
        });
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(M.registerFailed, error);
      },
    });

  return (
    <SchemaForm form={form} onSubmit={submit} refusal={refusal} aria-label="Register identity provider">
      <Stack gap="md" maw={640}>
        <FormAlert />
        <CheckboxField
          control={form.control}
          name="documentationRead"
          label="I have read the single sign-on documentation"
          description={
            <Anchor href={DOCUMENTATION_URL} target="_blank" rel="noopener noreferrer" size="sm">
              Single sign-on documentation
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          }
        />
        <TextField control={form.control} name="displayName" label="Provider name" withAsterisk autoComplete="off" />
        <TextField
          control={form.control}
          name="issuer"
          label="Issuer URL"
          description="The entity ID of your identity provider"
          withAsterisk
          type="url"
          placeholder="https://"
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="authUrl"
          label="Single sign-on URL"
          description="Where the console sends sign-in requests (HTTP-Redirect binding)"
          withAsterisk
          type="url"
          placeholder="https://"
          autoComplete="off"
        />
        <CertificateField form={form} />
        <Group gap="sm">
          <RefusableButton type="submit" loading={register.isPending} refusal={refusal}>
            Request SSO
          </RefusableButton>
          <ButtonLink variant="default" to="/accounts/$accountId/settings/identity-providers" params={{ accountId }}>
            Cancel
          </ButtonLink>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
