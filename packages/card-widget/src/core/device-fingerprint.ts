import {
  DEVICE_FINGERPRINT,
  WIDGET_TIMEOUTS,
  decodeDeviceFingerprintMessage,
  deviceFingerprintPath,
  type RiskClientData,
} from '@datadeck/contracts/provider';
import { encodeBase64Json } from './base64.ts';
import { h } from './dom.ts';

export interface DeviceFingerprintOptions {
  providerUrl: string;
  clientKey: string;
  /** Where the hidden iframe goes while it works. */
  container: HTMLElement;
  /** The fingerprint is known, or the wait is over (then it is DEVICE_FINGERPRINT.timedOutValue). */
  onDone: () => void;
}

/**
 * The risk module's device fingerprint (contracts/src/provider/risk.ts): a hidden provider page
 * posts the browser's fingerprint; SPEC §9 gives it 20000 ms, after which the widget stops
 * waiting, removes the page and sends the timed-out value, so nothing ever hangs on it. A
 * payment made before either happens goes without riskData.
 */
export class DeviceFingerprint {
  private value: string | null = null;
  private iframe: HTMLIFrameElement | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listener = (event: MessageEvent) => this.receive(event);
  private readonly providerOrigin: string;

  constructor(private readonly options: DeviceFingerprintOptions) {
    this.providerOrigin = new URL(options.providerUrl).origin;
  }

  start(): void {
    const query = `?clientKey=${encodeURIComponent(this.options.clientKey)}&origin=${encodeURIComponent(location.origin)}`;
    this.iframe = h('iframe', {
      src: `${this.options.providerUrl}${deviceFingerprintPath(DEVICE_FINGERPRINT.version)}${query}`,
      title: 'device fingerprinting',
      class: 'dd-hidden dd-device-fingerprint',
      tabindex: '-1',
      'aria-hidden': 'true',
    });
    addEventListener('message', this.listener);
    this.options.container.append(this.iframe);
    this.timer = setTimeout(() => this.finish(DEVICE_FINGERPRINT.timedOutValue), WIDGET_TIMEOUTS.deviceFingerprintMs);
  }

  /** `riskData` for the payment, once the fingerprint is known or timed out. */
  get riskData(): { clientData: string } | undefined {
    if (this.value === null) return undefined;
    const clientData: RiskClientData = { version: DEVICE_FINGERPRINT.version, deviceFingerprint: this.value };
    return { clientData: encodeBase64Json(clientData) };
  }

  destroy(): void {
    clearTimeout(this.timer);
    removeEventListener('message', this.listener);
    this.iframe?.remove();
    this.iframe = undefined;
  }

  private receive(event: MessageEvent): void {
    const own = this.iframe?.contentWindow;
    if (event.origin !== this.providerOrigin || !own || event.source !== own) return;
    const value = decodeDeviceFingerprintMessage(event.data);
    if (value !== null) this.finish(value);
  }

  private finish(value: string): void {
    if (this.value !== null) return;
    this.value = value;
    this.destroy();
    this.options.onDone();
  }
}
