import { readRiskClientData } from '@datadeck/contracts/provider';
import type { PaymentRequest } from '@datadeck/contracts/provider-api';
import { validationError } from '../http/errors.ts';

/**
 * The device fingerprint in a payment's `riskData.clientData` (base64 JSON, risk.ts), kept on the
 * payment's record; undefined without riskData. One that does not decode is refused with a 422
 * naming the field, never dropped in silence.
 */
export function deviceFingerprintOf(riskData: PaymentRequest['riskData']): string | undefined {
  if (riskData === undefined) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(riskData.clientData, 'base64').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const clientData = readRiskClientData(decoded);
  if (clientData === null)
    throw validationError(
      'validation.riskData',
      'riskData.clientData: not base64 JSON with version and deviceFingerprint',
    );
  return clientData.deviceFingerprint;
}
