import { LIMITS, SSO_MESSAGES } from '@datadeck/contracts';

export type CertificateFile = { text: string } | { error: string };

/**
 * The text of a chosen certificate file (SPEC §5): at most LIMITS.certificateFileMaxBytes, read
 * as text; what is wrong with it is said in the spec's words, on the certificate field.
 */
export async function readCertificateFile(file: File): Promise<CertificateFile> {
  if (file.size > LIMITS.certificateFileMaxBytes) return { error: SSO_MESSAGES.certificateFileTooLarge };
  try {
    return { text: await file.text() };
  } catch {
    return { error: SSO_MESSAGES.certificateFileUnreadable };
  }
}
