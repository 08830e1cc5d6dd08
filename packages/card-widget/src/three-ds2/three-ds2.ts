import {
  CARD_ERRORS,
  CHALLENGE_WINDOW_SIZES,
  THREEDS_ANALYTICS_CODES,
  WIDGET_TIMEOUTS,
  decodeThreeDSNotification,
  type ChallengeRequest,
  type ChallengeToken,
  type ChallengeWindowSize,
  type FingerprintToken,
  type MethodData,
  type ThreeDSNotification,
  type ThreeDSTransStatus,
} from '@datadeck/contracts/provider';
import type { SubmitFingerprintResponse, ThreeDS2Action } from '@datadeck/contracts/provider-api';
import type { AnalyticsInput, AnalyticsKind } from '../core/analytics.ts';
import { encodeBase64Json, encodeBase64UrlJson } from '../core/base64.ts';
import { h, uid } from '../core/dom.ts';
import { WidgetError } from '../core/errors.ts';
import { http } from '../core/http.ts';
import type { Translator } from '../core/i18n.ts';
import { postForm } from './post-form.ts';
import { decodeToken } from './token.ts';

export interface ThreeDS2Details {
  threeDSResult: string;
}

export interface ThreeDS2Options {
  /** Where the method iframe, the challenge iframe and the error go. */
  container: HTMLElement;
  providerUrl: string;
  clientKey: string;
  challengeWindowSize: ChallengeWindowSize;
  t: Translator;
  analytics: (kind: AnalyticsKind, event: AnalyticsInput) => void;
  onDetails: (details: ThreeDS2Details, paymentData: string) => void;
  onError: (error: WidgetError) => void;
}

type Subtype = ThreeDS2Action['subtype'];
const CODES = {
  fingerprint: {
    loaded: THREEDS_ANALYTICS_CODES.fingerprintIframeLoaded,
    sent: THREEDS_ANALYTICS_CODES.fingerprintDataSent,
    done: THREEDS_ANALYTICS_CODES.fingerprintCompleted,
    missing: THREEDS_ANALYTICS_CODES.fingerprintTokenMissing,
    invalid: THREEDS_ANALYTICS_CODES.fingerprintTokenInvalid,
    timeout: THREEDS_ANALYTICS_CODES.fingerprintTimeout,
  },
  challenge: {
    loaded: THREEDS_ANALYTICS_CODES.challengeIframeLoaded,
    sent: THREEDS_ANALYTICS_CODES.challengeDataSent,
    done: THREEDS_ANALYTICS_CODES.challengeCompleted,
    missing: THREEDS_ANALYTICS_CODES.challengeTokenMissing,
    invalid: THREEDS_ANALYTICS_CODES.challengeTokenInvalid,
    timeout: THREEDS_ANALYTICS_CODES.challengeTimeout,
  },
} as const;

/**
 * 3-D Secure 2 in the browser (docs/card-payments.md §Flows): the method (fingerprint) page in a
 * hidden iframe, then, if the issuer asks, the challenge in a visible one. The widget only relays:
 * the provider decides the payment from what it recorded, not from what the browser says.
 */
export class ThreeDS2Handler {
  private readonly providerOrigin: string;
  private cleanups: Array<() => void> = [];

  constructor(private readonly options: ThreeDS2Options) {
    this.providerOrigin = new URL(options.providerUrl).origin;
  }

  async handle(action: ThreeDS2Action): Promise<void> {
    this.clear();
    if (action.subtype === 'fingerprint') await this.fingerprint(action);
    else await this.challenge(action);
  }

  destroy(): void {
    this.clear();
  }

  private clear(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.cleanups = [];
    this.options.container.replaceChildren();
  }

  private log(subtype: Subtype, code: string, kind: AnalyticsKind = 'logs'): void {
    this.options.analytics(kind, { type: 'ThreeDS2', subType: subtype, code });
  }

  /** SPEC §8: every 3DS failure shows err.gen.9102 and reaches onError. */
  private fail(subtype: Subtype, message: string, code: string = CARD_ERRORS.threeDSGeneric): void {
    this.clear();
    this.options.container.append(
      h('p', { class: 'dd-error', role: 'alert' }, this.options.t.t(CARD_ERRORS.threeDSGeneric)),
    );
    this.options.onError(new WidgetError('ERROR', `threeDS2 ${subtype}: ${message}`, code));
  }

  private token<T>(action: ThreeDS2Action, required: ReadonlyArray<keyof T & string>): T | null {
    const subtype = action.subtype;
    const decoded = decodeToken<T>(action.token, required);
    if ('problem' in decoded) {
      const problem = decoded.problem;
      this.log(subtype, CODES[subtype][problem], 'errors');
      this.fail(subtype, problem === 'missing' ? 'token is missing' : 'token cannot be decoded or lacks a property');
      return null;
    }
    if (!action.paymentData) {
      this.fail(subtype, 'paymentData is missing');
      return null;
    }
    return decoded.token;
  }

  private frame(subtype: Subtype, title: string, className: string): HTMLIFrameElement {
    const iframe = h('iframe', { name: uid(`threeds-${subtype}`), title, class: className });
    iframe.addEventListener('load', () => this.log(subtype, CODES[subtype].loaded), { once: true });
    this.options.container.append(iframe);
    return iframe;
  }

  /** The status the provider's notification page posts for this transaction, or null on time-out. */
  private notification(
    type: ThreeDSNotification['type'],
    transactionId: string,
    timeoutMs: number,
  ): Promise<ThreeDSTransStatus | null> {
    return new Promise((resolve) => {
      const done = (status: ThreeDSTransStatus | null) => {
        removeEventListener('message', listener);
        clearTimeout(timer);
        resolve(status);
      };
      const listener = (event: MessageEvent) => {
        if (event.origin !== this.providerOrigin) return;
        const message = decodeThreeDSNotification(event.data);
        if (message?.type === type && message.threeDSServerTransID === transactionId) done(message.status);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      addEventListener('message', listener);
      this.cleanups.push(() => {
        removeEventListener('message', listener);
        clearTimeout(timer);
      });
    });
  }

  private async fingerprint(action: ThreeDS2Action): Promise<void> {
    const token = this.token<FingerprintToken>(action, [
      'threeDSMethodUrl',
      'threeDSMethodNotificationURL',
      'threeDSServerTransID',
    ]);
    if (!token) return;
    this.options.container.append(h('p', { class: 'dd-note' }, this.options.t.t('threeDS2.fingerprint.loading')));
    const iframe = this.frame('fingerprint', this.options.t.t('threeDS2.fingerprint.iframeTitle'), 'dd-hidden');
    const methodData: MethodData = {
      threeDSServerTransID: token.threeDSServerTransID,
      threeDSMethodNotificationURL: token.threeDSMethodNotificationURL,
    };
    const answer = this.notification(
      'fingerprintComplete',
      token.threeDSServerTransID,
      WIDGET_TIMEOUTS.threeDSFingerprintMs,
    );
    postForm(iframe, token.threeDSMethodUrl, { threeDSMethodData: encodeBase64UrlJson(methodData) });
    this.log('fingerprint', CODES.fingerprint.sent);
    const status = await answer;
    // No answer in time: the issuer did not run its method, which 3DS2 calls threeDSCompInd N.
    if (status === null) this.log('fingerprint', CODES.fingerprint.timeout, 'errors');
    else this.log('fingerprint', CODES.fingerprint.done);
    this.clear();
    try {
      const url = `${this.options.providerUrl}/v1/submitThreeDS2Fingerprint?token=${encodeURIComponent(this.options.clientKey)}`;
      const response = await http<SubmitFingerprintResponse>(url, {
        body: {
          fingerprintResult: encodeBase64Json({ threeDSCompInd: status ?? 'N' }),
          paymentData: action.paymentData,
        },
      });
      if (response.type === 'action') await this.handle(response.action);
      else this.options.onDetails(response.details, action.paymentData);
    } catch (error) {
      this.fail('fingerprint', error instanceof Error ? error.message : String(error));
    }
  }

  private async challenge(action: ThreeDS2Action): Promise<void> {
    const token = this.token<ChallengeToken>(action, [
      'acsURL',
      'acsTransID',
      'messageVersion',
      'threeDSServerTransID',
    ]);
    if (!token) return;
    const size = this.options.challengeWindowSize;
    const iframe = this.frame('challenge', this.options.t.t('threeDS2.challenge.iframeTitle'), 'dd-challenge');
    // CSSOM, not a style attribute: allowed by a host CSP without 'unsafe-inline'.
    [iframe.style.width, iframe.style.height] = CHALLENGE_WINDOW_SIZES[size];
    const request: ChallengeRequest = {
      threeDSServerTransID: token.threeDSServerTransID,
      acsTransID: token.acsTransID,
      messageVersion: token.messageVersion,
      messageType: 'CReq',
      challengeWindowSize: size,
    };
    const answer = this.notification(
      'challengeComplete',
      token.threeDSServerTransID,
      WIDGET_TIMEOUTS.threeDSChallengeMs,
    );
    postForm(iframe, token.acsURL, { creq: encodeBase64UrlJson(request) });
    this.log('challenge', CODES.challenge.sent);
    const status = await answer;
    const result = { transStatus: status ?? 'U', threeDSServerTransID: token.threeDSServerTransID };
    if (status === null) {
      // SPEC §9: the challenge timed out; the shopper sees err.gen.9102 and the provider gets U.
      this.log('challenge', CODES.challenge.timeout, 'errors');
      this.fail('challenge', 'timeout', 'timeout');
    } else {
      this.log('challenge', CODES.challenge.done);
      this.clear();
    }
    this.options.onDetails({ threeDSResult: encodeBase64Json(result) }, action.paymentData);
  }
}
