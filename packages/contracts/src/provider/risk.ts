/**
 * The risk module's device fingerprint (SPEC §9 "device fingerprint 20000 ms"), as in the
 * embedded-checkout model the widget mirrors: a hidden provider page in an iframe works out a
 * fingerprint of the browser and posts it to the widget, which sends it with the payment as
 * `riskData.clientData`. It is not 3-D Secure (whose method page has its own 10 s time-out): a
 * page that never answers must not hold anything up, so after WIDGET_TIMEOUTS.deviceFingerprintMs
 * the widget stops waiting and sends `timedOutValue` instead. No zod: the widget bundles it.
 */

/** What the fingerprint page posts to the host page (a JSON string), to the host origin only. */
export const RISK_PROTOCOL = 'datadeck-risk';

export const DEVICE_FINGERPRINT = {
  /** The version of `clientData` and of the fingerprint page. */
  version: '1.0.0',
  /** Sent in place of a fingerprint the page did not give in time. */
  timedOutValue: 'df-timedOut',
  /** Longest fingerprint a page may post, and the provider takes. */
  maxValueLength: 128,
} as const;

/**
 * `{providerUrl}/dfp/{version}/dfp.html?clientKey={clientKey}&origin={hostOrigin}`: the provider
 * serves it for a known client key and an origin it allows, framable by that origin alone.
 */
export const deviceFingerprintPath = (version: string): string => `/dfp/${version}/dfp.html`;

export interface DeviceFingerprintMessage {
  protocol: typeof RISK_PROTOCOL;
  type: 'deviceFingerprint';
  value: string;
}

/** `riskData.clientData` of a payment: base64 of this JSON. */
export interface RiskClientData {
  version: string;
  deviceFingerprint: string;
}

const isFingerprint = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= DEVICE_FINGERPRINT.maxValueLength;

/** The fingerprint in a message of the page, or null for anything else. */
export function decodeDeviceFingerprintMessage(data: unknown): string | null {
  if (typeof data !== 'string' || data.length > 1024) return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    const { protocol, type, value } = message as Record<string, unknown>;
    return protocol === RISK_PROTOCOL && type === 'deviceFingerprint' && isFingerprint(value) ? value : null;
  } catch {
    return null;
  }
}

/** The decoded `clientData` JSON, or null when it is not one (the provider answers 422 then). */
export function readRiskClientData(value: unknown): RiskClientData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, deviceFingerprint } = value as Record<string, unknown>;
  return typeof version === 'string' && isFingerprint(deviceFingerprint) ? { version, deviceFingerprint } : null;
}
