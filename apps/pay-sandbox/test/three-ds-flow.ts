import { expect } from 'vitest';
import {
  base64Json,
  base64UrlJson,
  CLIENT_KEY,
  decodeBase64Json,
  postForm,
  postJson,
  type JsonAnswer,
  type Sandbox,
} from './helpers.ts';

/** What a 3DS action says, decoded. */
export function tokenOf(answer: JsonAnswer): Record<string, unknown> {
  const action = answer.body.action as { token: string };
  return decodeBase64Json(action.token);
}
export const paymentDataOf = (answer: JsonAnswer): string =>
  (answer.body.action as { paymentData: string }).paymentData;
/** The sandbox's URLs are on its public URL; the test reaches them on its real address. */
export const local = (sandbox: Sandbox, url: unknown): string => `${sandbox.base}${new URL(String(url)).pathname}`;

/** The widget's part of the fingerprint: the method iframe, then the hand-in. */
export async function fingerprint(sandbox: Sandbox, payment: JsonAnswer): Promise<JsonAnswer> {
  const token = tokenOf(payment);
  const method = await postForm(local(sandbox, token.threeDSMethodUrl), {
    threeDSMethodData: base64UrlJson({
      threeDSServerTransID: token.threeDSServerTransID,
      threeDSMethodNotificationURL: token.threeDSMethodNotificationURL,
    }),
  });
  expect(method.status).toBe(200);
  const notified = await postForm(local(sandbox, token.threeDSMethodNotificationURL), {
    threeDSServerTransID: String(token.threeDSServerTransID),
    threeDSCompInd: 'Y',
  });
  expect(notified.html).toContain('fingerprintComplete');
  return postJson(`${sandbox.base}/v1/submitThreeDS2Fingerprint?token=${CLIENT_KEY}`, {
    fingerprintResult: base64Json({ threeDSCompInd: 'Y' }),
    paymentData: paymentDataOf(payment),
  });
}

/** The shopper's part of the challenge: open the ACS page, then press Submit or Cancel. */
export async function challenge(
  sandbox: Sandbox,
  action: JsonAnswer,
  answer: { code: string; button: 'submit' | 'cancel' },
) {
  const token = tokenOf(action);
  const creq = base64UrlJson({
    threeDSServerTransID: token.threeDSServerTransID,
    acsTransID: token.acsTransID,
    messageVersion: token.messageVersion,
    messageType: 'CReq',
    challengeWindowSize: '01',
  });
  const page = await postForm(local(sandbox, token.acsURL), { creq });
  const notification = await postForm(local(sandbox, token.threeDSNotificationURL), {
    threeDSServerTransID: String(token.threeDSServerTransID),
    acsTransID: String(token.acsTransID),
    code: answer.code,
    action: answer.button,
  });
  return { page, notification, threeDSServerTransID: String(token.threeDSServerTransID) };
}
