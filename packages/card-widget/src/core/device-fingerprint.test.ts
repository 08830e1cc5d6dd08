import { DEVICE_FINGERPRINT, RISK_PROTOCOL, WIDGET_TIMEOUTS } from '@datadeck/contracts/provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckout } from '../index.ts';
import { PROVIDER, post } from '../testing/fake-frames.ts';
import { decodeBase64Json } from './base64.ts';
import { DeviceFingerprint } from './device-fingerprint.ts';

const message = (value: unknown, protocol = RISK_PROTOCOL) =>
  JSON.stringify({ protocol, type: 'deviceFingerprint', value });

/** The fingerprint page's iframe in `container`, with a window of its own to post from. */
function pageOf(container: HTMLElement): { iframe: HTMLIFrameElement; window: object } {
  const iframe = container.querySelector('iframe');
  if (!iframe) throw new Error('no fingerprint iframe');
  const window = {};
  Object.defineProperty(iframe, 'contentWindow', { value: window, configurable: true });
  return { iframe, window };
}

const fingerprintOf = (riskData: { clientData: string } | undefined) =>
  riskData === undefined ? undefined : decodeBase64Json(riskData.clientData);

/** A fingerprint started in a container of its own. */
function start() {
  const container = document.createElement('div');
  const onDone = vi.fn<() => void>();
  const fingerprint = new DeviceFingerprint({ providerUrl: PROVIDER, clientKey: 'test_K', container, onDone });
  fingerprint.start();
  return { fingerprint, container, onDone, page: pageOf(container) };
}

describe('device fingerprint (SPEC §9 "device fingerprint 20000 ms")', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it("loads the provider's hidden page and sends what it posts as riskData.clientData", () => {
    const { fingerprint, container, onDone, page } = start();
    const src = new URL(page.iframe.src);
    expect(`${src.origin}${src.pathname}`).toBe(`${PROVIDER}/dfp/${DEVICE_FINGERPRINT.version}/dfp.html`);
    expect(src.searchParams.get('clientKey')).toBe('test_K');
    expect(src.searchParams.get('origin')).toBe(location.origin);
    expect(fingerprint.riskData).toBeUndefined();

    // Not its page, not its origin, not its protocol, an empty value: all ignored.
    post({}, message('dfp-other-window'));
    post(page.window, message('dfp-other-origin'), 'https://evil.example');
    post(page.window, message('dfp-other-protocol', 'datadeck-3ds'));
    post(page.window, message(''));
    expect(fingerprint.riskData).toBeUndefined();

    post(page.window, message('dfp-1a2b'));
    expect(fingerprintOf(fingerprint.riskData)).toStrictEqual({
      version: DEVICE_FINGERPRINT.version,
      deviceFingerprint: 'dfp-1a2b',
    });
    expect(onDone).toHaveBeenCalledOnce();
    expect(container.querySelector('iframe')).toBeNull();
    // Done is done: neither a second message nor the time-out changes it.
    post(page.window, message('dfp-later'));
    vi.advanceTimersByTime(WIDGET_TIMEOUTS.deviceFingerprintMs);
    expect(fingerprintOf(fingerprint.riskData)).toMatchObject({ deviceFingerprint: 'dfp-1a2b' });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it(`stops waiting after ${WIDGET_TIMEOUTS.deviceFingerprintMs} ms: the page goes, the timed-out value is sent`, () => {
    const { fingerprint, container, onDone, page } = start();
    vi.advanceTimersByTime(WIDGET_TIMEOUTS.deviceFingerprintMs - 1);
    expect(fingerprint.riskData).toBeUndefined();
    expect(container.querySelector('iframe')).not.toBeNull();

    vi.advanceTimersByTime(1);
    expect(fingerprintOf(fingerprint.riskData)).toStrictEqual({
      version: DEVICE_FINGERPRINT.version,
      deviceFingerprint: DEVICE_FINGERPRINT.timedOutValue,
    });
    expect(onDone).toHaveBeenCalledOnce();
    expect(container.querySelector('iframe')).toBeNull();
    // A page that answers after all is too late.
    post(page.window, message('dfp-late'));
    expect(fingerprintOf(fingerprint.riskData)).toMatchObject({ deviceFingerprint: DEVICE_FINGERPRINT.timedOutValue });
  });

  it("is part of the card's state once known, and reported through onChange", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}')),
    );
    const onChange = vi.fn<(state: { data: { riskData?: { clientData: string } } }) => void>();
    const checkout = createCheckout({
      clientKey: 'test_K',
      environment: 'test',
      locale: 'en-US',
      countryCode: 'US',
      analytics: { enabled: false },
      onChange,
    });
    const root = document.createElement('div');
    const card = checkout.create('card').mount(root);
    await card.rendered;
    expect(card.state.data.riskData).toBeUndefined();
    vi.advanceTimersByTime(WIDGET_TIMEOUTS.deviceFingerprintMs);
    expect(fingerprintOf(card.state.data.riskData)).toMatchObject({
      deviceFingerprint: DEVICE_FINGERPRINT.timedOutValue,
    });
    expect(fingerprintOf(onChange.mock.calls.at(-1)?.[0].data.riskData)).toMatchObject({
      deviceFingerprint: DEVICE_FINGERPRINT.timedOutValue,
    });
    // Unmounting removes a fingerprint page still waiting (none here) and its timer.
    card.unmount();
    vi.unstubAllGlobals();
  });
});
