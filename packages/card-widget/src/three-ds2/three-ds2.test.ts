import { THREEDS_PROTOCOL, type ThreeDSNotification } from '@datadeck/contracts/provider';
import type { ThreeDS2Action } from '@datadeck/contracts/provider-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBase64Json, encodeBase64Json } from '../core/base64.ts';
import type { WidgetError } from '../core/errors.ts';
import { EN_US, createTranslator } from '../core/i18n.ts';
import { createCheckout } from '../index.ts';
import { PROVIDER, post } from '../testing/fake-frames.ts';
import type { AdditionalDetailsState } from '../types.ts';
import { postForm } from './post-form.ts';
import { ThreeDS2Handler, type ThreeDS2Options } from './three-ds2.ts';

vi.mock('./post-form.ts', () => ({ postForm: vi.fn<typeof postForm>() }));

const fingerprintToken = {
  threeDSMethodUrl: `${PROVIDER}/acs/method`,
  threeDSMethodNotificationURL: `${PROVIDER}/threeds2/notification/method`,
  threeDSServerTransID: 'tx-1',
};
const challengeToken = {
  acsURL: `${PROVIDER}/acs/challenge`,
  acsTransID: 'acs-1',
  acsReferenceNumber: 'ref',
  messageVersion: '2.2.0',
  threeDSNotificationURL: `${PROVIDER}/n`,
  threeDSServerTransID: 'tx-1',
};
const action = (subtype: ThreeDS2Action['subtype'], token: string): ThreeDS2Action => ({
  type: 'threeDS2',
  subtype,
  token,
  paymentData: 'pd-1',
  paymentMethodType: 'scheme',
});
const notify = (type: ThreeDSNotification['type'], status: ThreeDSNotification['status'], id = 'tx-1') =>
  post(null, JSON.stringify({ protocol: THREEDS_PROTOCOL, type, threeDSServerTransID: id, status }));

function handler(overrides: Partial<ThreeDS2Options> = {}) {
  const container = document.createElement('div');
  const onDetails = vi.fn<ThreeDS2Options['onDetails']>();
  const onError = vi.fn<ThreeDS2Options['onError']>();
  const analytics = vi.fn<ThreeDS2Options['analytics']>();
  const instance = new ThreeDS2Handler({
    container,
    providerUrl: PROVIDER,
    clientKey: 'test_K',
    challengeWindowSize: '02',
    t: createTranslator('en-US', EN_US),
    analytics,
    onDetails,
    onError,
    ...overrides,
  });
  return { instance, container, onDetails, onError, analytics };
}
const codes = (analytics: ReturnType<typeof handler>['analytics']) =>
  analytics.mock.calls.map(([, event]) => event.code);

describe('3-D Secure 2', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ type: 'completed', details: { threeDSResult: 'r' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(postForm).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reports a missing token as err.gen.9102 (analytics 703) and shows the text', async () => {
    const { instance, container, onError, analytics } = handler();
    await instance.handle(action('fingerprint', ''));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ type: 'ERROR', code: 'err.gen.9102' }));
    expect(container.textContent).toBe('Something went wrong. Please try again.');
    expect(codes(analytics)).toEqual(['703']);
  });

  it('reports an undecodable or incomplete token as err.gen.9102 (analytics 804)', async () => {
    const { instance, onError, analytics } = handler();
    await instance.handle(action('challenge', '%%%not-base64'));
    await instance.handle(action('challenge', encodeBase64Json({ ...challengeToken, acsURL: undefined })));
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls.every(([error]) => error.code === 'err.gen.9102')).toBe(true);
    expect(codes(analytics)).toEqual(['804', '804']);
  });

  it("sends threeDSCompInd 'N' when the method page does not answer in 10 s", async () => {
    vi.useFakeTimers();
    const { instance, onDetails, analytics } = handler();
    const done = instance.handle(action('fingerprint', encodeBase64Json(fingerprintToken)));
    expect(vi.mocked(postForm).mock.calls[0]?.[1]).toBe(fingerprintToken.threeDSMethodUrl);
    const methodData = decodeBase64Json(vi.mocked(postForm).mock.calls[0]?.[2].threeDSMethodData ?? '');
    expect(methodData).toEqual({
      threeDSServerTransID: 'tx-1',
      threeDSMethodNotificationURL: fingerprintToken.threeDSMethodNotificationURL,
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${PROVIDER}/v1/submitThreeDS2Fingerprint?token=test_K`);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as {
      fingerprintResult: string;
      paymentData: string;
    };
    expect(decodeBase64Json(body.fingerprintResult)).toEqual({ threeDSCompInd: 'N' });
    expect(body.paymentData).toBe('pd-1');
    expect(codes(analytics)).toContain('705');
    expect(onDetails).toHaveBeenCalledWith({ threeDSResult: 'r' }, 'pd-1');
  });

  it('uses the method answer of the same transaction only', async () => {
    const { instance } = handler();
    const done = instance.handle(action('fingerprint', encodeBase64Json(fingerprintToken)));
    notify('fingerprintComplete', 'Y', 'tx-other');
    post(
      null,
      JSON.stringify({
        protocol: THREEDS_PROTOCOL,
        type: 'fingerprintComplete',
        threeDSServerTransID: 'tx-1',
        status: 'Y',
      }),
      'http://evil.example',
    );
    notify('fingerprintComplete', 'Y');
    await done;
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { fingerprintResult: string };
    expect(decodeBase64Json(body.fingerprintResult)).toEqual({ threeDSCompInd: 'Y' });
  });

  it('sizes the challenge iframe by the window-size code and returns the result', async () => {
    const { instance, container, onDetails } = handler({ challengeWindowSize: '01' });
    const done = instance.handle(action('challenge', encodeBase64Json(challengeToken)));
    const iframe = container.querySelector('iframe');
    expect(iframe?.title).toBe('3D Secure 2.0 challenge');
    expect([iframe?.style.width, iframe?.style.height]).toEqual(['250px', '400px']);
    const creq = decodeBase64Json(vi.mocked(postForm).mock.calls[0]?.[2].creq ?? '');
    expect(creq).toEqual({
      threeDSServerTransID: 'tx-1',
      acsTransID: 'acs-1',
      messageVersion: '2.2.0',
      messageType: 'CReq',
      challengeWindowSize: '01',
    });
    notify('challengeComplete', 'Y');
    await done;
    const details = onDetails.mock.calls[0]?.[0];
    expect(decodeBase64Json(details?.threeDSResult ?? '')).toEqual({ transStatus: 'Y', threeDSServerTransID: 'tx-1' });
    expect(container.querySelector('iframe')).toBeNull();
  });

  it("times out a challenge after 600 s: err.gen.9102 and transStatus 'U'", async () => {
    vi.useFakeTimers();
    const { instance, onDetails, onError, analytics } = handler();
    const done = instance.handle(action('challenge', encodeBase64Json(challengeToken)));
    await vi.advanceTimersByTimeAsync(600_000);
    await done;
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'timeout' }));
    expect(codes(analytics)).toContain('805');
    expect(decodeBase64Json(onDetails.mock.calls[0]?.[0].threeDSResult ?? '')).toMatchObject({ transStatus: 'U' });
  });
});

describe('3-D Secure 2 through the card component', () => {
  beforeEach(() => vi.mocked(postForm).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('advanced flow: calls onAdditionalDetails with details and paymentData', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}')),
    );
    const onAdditionalDetails = vi.fn<(state: AdditionalDetailsState) => void>();
    const checkout = createCheckout({
      clientKey: 'test_K',
      environment: 'test',
      locale: 'en-US',
      countryCode: 'US',
      analytics: { enabled: false },
      onAdditionalDetails,
    });
    const component = checkout.create('card').mount(document.createElement('div'));
    await component.rendered;
    component.handleAction(action('challenge', encodeBase64Json(challengeToken)));
    // The challenge listens for its notification before it posts the form to the ACS.
    await vi.waitFor(() => expect(postForm).toHaveBeenCalledOnce());
    notify('challengeComplete', 'N');
    await vi.waitFor(() => expect(onAdditionalDetails).toHaveBeenCalledOnce());
    expect(onAdditionalDetails.mock.calls[0]?.[0].data.paymentData).toBe('pd-1');
    expect(decodeBase64Json(onAdditionalDetails.mock.calls[0]?.[0].data.details.threeDSResult ?? '')).toEqual({
      transStatus: 'N',
      threeDSServerTransID: 'tx-1',
    });
  });

  it('session flow: posts paymentDetails and reports the result', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) => {
      const path = new URL(String(url)).pathname;
      if (path.endsWith('/setup')) {
        return new Response(
          JSON.stringify({
            id: 'CS1',
            sessionData: 'sd-2',
            amount: { value: 0, currency: 'USD' },
            countryCode: 'US',
            paymentMethods: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa'] }] },
          }),
        );
      }
      return new Response(JSON.stringify({ sessionData: 'sd-3', resultCode: 'Authorised' }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onPaymentCompleted = vi.fn<() => void>();
    const onError = vi.fn<(error: WidgetError) => void>();
    const checkout = createCheckout({
      clientKey: 'test_K',
      environment: 'test',
      locale: 'en-US',
      session: { id: 'CS1', sessionData: 'sd-1' },
      analytics: { enabled: false },
      onPaymentCompleted,
      onError,
    });
    const component = checkout.create('card').mount(document.createElement('div'));
    await component.rendered;
    component.handleAction(action('challenge', encodeBase64Json(challengeToken)));
    await vi.waitFor(() => expect(postForm).toHaveBeenCalledOnce());
    notify('challengeComplete', 'Y');
    await vi.waitFor(() => expect(onPaymentCompleted).toHaveBeenCalledOnce());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/paymentDetails'));
    expect(String(call?.[0])).toBe(`${PROVIDER}/v1/sessions/CS1/paymentDetails?clientKey=test_K`);
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ sessionData: 'sd-2', paymentData: 'pd-1' });
    expect(onPaymentCompleted).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });
});
