/**
 * 3-D Secure 2 between the widget and the provider's ACS simulator. No zod: the widget bundles it.
 *
 * Tokens are base64 (standard alphabet) of JSON; the widget decodes them and reports err.gen.9102
 * when one is missing, does not decode, or lacks a property below.
 */
import type { ThreeDSTransStatus } from './constants.ts';

/** `action.token` of a threeDS2 fingerprint action. */
export interface FingerprintToken {
  threeDSMethodUrl: string;
  threeDSMethodNotificationURL: string;
  threeDSServerTransID: string;
}

/** `action.token` of a threeDS2 challenge action. */
export interface ChallengeToken {
  acsURL: string;
  acsTransID: string;
  acsReferenceNumber: string;
  messageVersion: string;
  threeDSNotificationURL: string;
  threeDSServerTransID: string;
}

/** `threeDSMethodData` form field posted to the method URL: base64url of this. */
export interface MethodData {
  threeDSServerTransID: string;
  threeDSMethodNotificationURL: string;
}

/** `creq` form field posted to the ACS URL: base64url of this. */
export interface ChallengeRequest {
  threeDSServerTransID: string;
  acsTransID: string;
  messageVersion: string;
  messageType: 'CReq';
  challengeWindowSize: string;
}

/** What the notification pages post to the host page (JSON string) when the ACS is done. */
export const THREEDS_PROTOCOL = 'datadeck-3ds';
export interface ThreeDSNotification {
  protocol: typeof THREEDS_PROTOCOL;
  type: 'fingerprintComplete' | 'challengeComplete';
  threeDSServerTransID: string;
  /** fingerprint: threeDSCompInd; challenge: transStatus. */
  status: ThreeDSTransStatus;
}

export function decodeThreeDSNotification(data: unknown): ThreeDSNotification | null {
  if (typeof data !== 'string' || data.length > 4096) return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const message = value as Record<string, unknown>;
    if (message.protocol !== THREEDS_PROTOCOL) return null;
    if (message.type !== 'fingerprintComplete' && message.type !== 'challengeComplete') return null;
    if (typeof message.threeDSServerTransID !== 'string') return null;
    if (message.status !== 'Y' && message.status !== 'N' && message.status !== 'U') return null;
    return message as unknown as ThreeDSNotification;
  } catch {
    return null;
  }
}

/** `fingerprintResult` sent to submitThreeDS2Fingerprint: base64 of this. */
export interface FingerprintResult {
  threeDSCompInd: ThreeDSTransStatus;
}

/** `details.threeDSResult` sent with payment details after a challenge: base64 of this. */
export interface ChallengeResult {
  transStatus: ThreeDSTransStatus;
  threeDSServerTransID: string;
}
