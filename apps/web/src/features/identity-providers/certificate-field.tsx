import { LIMITS } from '@datadeck/contracts';
import { Input, Stack } from '@mantine/core';
import { type ChangeEvent, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextareaField } from '../../shared/form/fields.tsx';
import { readCertificateFile } from './certificate-file.ts';
import type { RegisterForm, RegisterFormOutput } from './register-form.ts';

/** Certificate files as identity providers hand them out (PEM text under any of these names). */
const CERTIFICATE_FILES = '.pem,.crt,.cer,.cert,.txt';

/**
 * SPEC §2 "X.509 certificate (paste or file)": one field, the textarea, filled by pasting or from
 * a chosen file; a file that cannot be used says why on that field.
 */
export function CertificateField({ form }: { form: UseFormReturn<RegisterForm, unknown, RegisterFormOutput> }) {
  const fileId = useId();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file === undefined) return;
    const read = await readCertificateFile(file);
    if ('text' in read) form.setValue('x509Cert', read.text, { shouldDirty: true, shouldValidate: true });
    else form.setError('x509Cert', { type: 'file', message: read.error }, { shouldFocus: true });
  };

  return (
    <Stack gap="xs">
      <TextareaField
        control={form.control}
        name="x509Cert"
        label="X.509 certificate"
        description="Paste the certificate in PEM form (-----BEGIN CERTIFICATE-----), or choose its file below."
        withAsterisk
        rows={8}
        spellCheck={false}
        autoComplete="off"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Input.Wrapper
        id={fileId}
        label="Certificate file"
        description={`PEM text, at most ${LIMITS.certificateFileMaxBytes / 1024} KB`}
      >
        <Input
          id={fileId}
          type="file"
          accept={CERTIFICATE_FILES}
          aria-describedby={`${fileId}-description`}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void readFile(event)}
        />
      </Input.Wrapper>
    </Stack>
  );
}
