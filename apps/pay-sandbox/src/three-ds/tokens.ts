import type {
  ChallengeResult,
  ChallengeToken,
  FingerprintResult,
  FingerprintToken,
} from '@datadeck/contracts/provider';
import { THREEDS_TRANS_STATUSES, type ThreeDSTransStatus } from '@datadeck/contracts/provider';

/** The sandbox's ACS: where its pages live on the provider's public URL. */
export const ACS_PATHS = {
  method: '/acs/method',
  challenge: '/acs/challenge',
  methodNotification: '/threeds2/notification/method',
  challengeNotification: '/threeds2/notification/challenge',
} as const;
export const ACS_REFERENCE_NUMBER = 'DATADECK-SANDBOX-ACS';
export const THREEDS_MESSAGE_VERSION = '2.2.0';

export const encodeToken = (value: object): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
/** base64url, as the 3DS forms (`threeDSMethodData`, `creq`) carry it. */
export const encodeBase64Url = (value: object): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** base64 or base64url JSON → an object, or null when it is neither. */
export function decodeJsonToken(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 8192 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(value))
    return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isStatus = (value: unknown): value is ThreeDSTransStatus =>
  (THREEDS_TRANS_STATUSES as readonly unknown[]).includes(value);

export function decodeFingerprintResult(value: string): FingerprintResult | null {
  const token = decodeJsonToken(value);
  return token !== null && isStatus(token.threeDSCompInd) ? { threeDSCompInd: token.threeDSCompInd } : null;
}

export function decodeChallengeResult(value: string): ChallengeResult | null {
  const token = decodeJsonToken(value);
  if (token === null || !isStatus(token.transStatus) || typeof token.threeDSServerTransID !== 'string') return null;
  return { transStatus: token.transStatus, threeDSServerTransID: token.threeDSServerTransID };
}

export function fingerprintToken(publicUrl: string, threeDSServerTransID: string): FingerprintToken {
  return {
    threeDSMethodUrl: `${publicUrl}${ACS_PATHS.method}`,
    threeDSMethodNotificationURL: `${publicUrl}${ACS_PATHS.methodNotification}`,
    threeDSServerTransID,
  };
}

export function challengeToken(publicUrl: string, threeDSServerTransID: string, acsTransID: string): ChallengeToken {
  return {
    acsURL: `${publicUrl}${ACS_PATHS.challenge}`,
    acsTransID,
    acsReferenceNumber: ACS_REFERENCE_NUMBER,
    messageVersion: THREEDS_MESSAGE_VERSION,
    threeDSNotificationURL: `${publicUrl}${ACS_PATHS.challengeNotification}`,
    threeDSServerTransID,
  };
}
