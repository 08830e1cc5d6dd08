import { buildPath, TERRAFORM_ARCHIVE_NAME } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error.ts';

/** The file name a download's `Content-Disposition: attachment; filename="…"` gives, if any. */
export function attachmentName(disposition: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? null;
}

/**
 * The export is a file, not JSON, so it is read as a blob rather than through apiRequest's
 * schema; its failure is the API's one error body (each cluster the provider cannot express).
 */
async function fetchTerraform(accountId: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(buildPath(api.terraform.download.path, { accountId }), {
    headers: { Accept: 'application/zip, application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  const fileName = attachmentName(response.headers.get('Content-Disposition')) ?? TERRAFORM_ARCHIVE_NAME;
  return { blob: await response.blob(), fileName };
}

/** Hands a blob to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function useDownloadTerraform(accountId: string) {
  return useMutation({
    mutationFn: () => fetchTerraform(accountId),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
