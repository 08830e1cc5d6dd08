import { z } from 'zod';

/**
 * Responses that are a file rather than JSON (an invoice's PDF; later a Terraform zip). The schema
 * stands for the bytes the handler returns; its media type is kept beside it, so the server sends
 * the bytes as they are under that Content-Type, the OpenAPI document describes the file, and the
 * web client knows to read a blob.
 */
const fileMediaTypes = new WeakMap<z.ZodType, string>();

export function fileResponse(mediaType: string) {
  const schema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Expected the bytes of a file');
  fileMediaTypes.set(schema, mediaType);
  return schema;
}

/** The media type of a file response schema; undefined for a JSON one. */
export const fileMediaTypeOf = (schema: z.ZodType): string | undefined => fileMediaTypes.get(schema);

export const invoicePdfResponse = fileResponse('application/pdf');
/** A cluster's CA certificate, PEM, what clients of a TLS listener trust (issue 34). */
export const caCertificateResponse = fileResponse('application/x-pem-file');
/** The name a cluster's CA certificate downloads as. */
export const caCertificateFileName = (clusterName: string) => `${clusterName.replace(/[^A-Za-z0-9._-]+/g, '-')}-ca.pem`;
