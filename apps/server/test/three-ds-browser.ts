import { SANDBOX_CLIENT_KEY } from '@datadeck/contracts/provider';

/** The provider's 3-D Secure 2 action, as the console hands it to the widget. */
export interface ThreeDSAction {
  token: string;
  paymentData: string;
}

const decoded = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, string>;

async function postForm(url: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * What the widget does with a fingerprint action in the browser: posts the method form into the
 * ACS's iframe, lets it notify, then hands the result in with the client key. Answers the
 * threeDSResult (frictionless) or the challenge action.
 */
export async function runFingerprint(
  providerUrl: string,
  action: ThreeDSAction,
): Promise<{ threeDSResult: string } | { challenge: ThreeDSAction }> {
  const token = decoded(action.token);
  await postForm(String(token.threeDSMethodUrl), {
    threeDSMethodData: Buffer.from(
      JSON.stringify({
        threeDSServerTransID: token.threeDSServerTransID,
        threeDSMethodNotificationURL: token.threeDSMethodNotificationURL,
      }),
    ).toString('base64url'),
  });
  await postForm(String(token.threeDSMethodNotificationURL), {
    threeDSServerTransID: String(token.threeDSServerTransID),
    threeDSCompInd: 'Y',
  });
  const response = await fetch(`${providerUrl}/v1/submitThreeDS2Fingerprint?token=${SANDBOX_CLIENT_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fingerprintResult: Buffer.from(JSON.stringify({ threeDSCompInd: 'Y' })).toString('base64'),
      paymentData: action.paymentData,
    }),
  });
  const body = (await response.json()) as
    | { type: 'completed'; details: { threeDSResult: string } }
    | { type: 'action'; action: ThreeDSAction };
  return body.type === 'completed' ? { threeDSResult: body.details.threeDSResult } : { challenge: body.action };
}

/**
 * The shopper's challenge in the ACS iframe: the page opens, the shopper submits a code or
 * cancels; the notification page tells the widget the status, and the widget's threeDSResult
 * carries it (Y authenticated, N failed, U cancelled).
 */
export async function runChallenge(action: ThreeDSAction, answer: { code: string; button: 'submit' | 'cancel' }) {
  const token = decoded(action.token);
  await postForm(String(token.acsURL), {
    creq: Buffer.from(
      JSON.stringify({
        threeDSServerTransID: token.threeDSServerTransID,
        acsTransID: token.acsTransID,
        messageVersion: token.messageVersion,
        messageType: 'CReq',
        challengeWindowSize: '01',
      }),
    ).toString('base64url'),
  });
  const notification = await postForm(String(token.threeDSNotificationURL), {
    threeDSServerTransID: String(token.threeDSServerTransID),
    acsTransID: String(token.acsTransID),
    code: answer.code,
    action: answer.button,
  });
  const transStatus = /"status":"([YNU])"/.exec(notification)?.[1];
  if (transStatus === undefined) throw new Error('the challenge notification named no status');
  return Buffer.from(JSON.stringify({ transStatus, threeDSServerTransID: token.threeDSServerTransID })).toString(
    'base64',
  );
}
