import { SCIM_URNS, type ScimErrorBody, type ScimErrorType } from '@datadeck/contracts';

/**
 * A refusal of the SCIM server (RFC 7644 §3.12): thrown anywhere below a SCIM route, answered in
 * SCIM's error shape by the module's error handler, never in the console API's `{errors}` shape.
 */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimErrorType,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

export function scimErrorBody(status: number, detail: string, scimType?: ScimErrorType): ScimErrorBody {
  return {
    schemas: [SCIM_URNS.error],
    status: String(status),
    ...(scimType !== undefined && { scimType }),
    detail,
  };
}
