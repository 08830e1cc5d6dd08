import {
  CARD_LIBRARY_FAILURES,
  CARD_WIDGET_VERSION,
  WIDGET_TIMEOUTS,
  decodeFieldMessage,
  encodeMessage,
  securedFieldPath,
  type FieldMessage,
  type HostMessages,
  type SecuredFieldType,
} from '@datadeck/contracts/provider';
import { h } from '../core/dom.ts';
import { randomHex } from '../core/random.ts';

export interface SecuredFieldSpec {
  type: SecuredFieldType;
  /** Where the iframe goes. */
  container: HTMLElement;
  title: string;
}

export type CsfFailure = keyof typeof CARD_LIBRARY_FAILURES;

export interface SecuredFieldsOptions {
  providerUrl: string;
  clientKey: string;
  fields: SecuredFieldSpec[];
  /** Fields are configured once this resolves (the iframes load meanwhile). */
  configurable?: Promise<void>;
  configuration: (type: SecuredFieldType) => HostMessages['configure'];
  /** `state`, `bin` and `focus` messages of a field, already checked. */
  onMessage: (message: FieldMessage) => void;
  onConfigured: () => void;
  onFailure: (message: string, code: CsfFailure, field?: SecuredFieldType) => void;
}

interface Field extends SecuredFieldSpec {
  iframe: HTMLIFrameElement;
  key: string;
  loaded: boolean;
  configured: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The host side of the secured fields (docs/card-payments.md §Secured fields): one iframe per
 * field with a random key in its fragment, messages accepted only from the provider origin, the
 * field's own window and with its key; SPEC §9 time-outs for loading and configuring.
 */
export class SecuredFieldsController {
  private readonly providerOrigin: string;
  private readonly fields: Field[];
  private readonly timers: Array<ReturnType<typeof setTimeout>> = [];
  private readonly listener = (event: MessageEvent) => this.receive(event);
  private failed = false;
  private destroyed = false;

  constructor(private readonly options: SecuredFieldsOptions) {
    this.providerOrigin = new URL(options.providerUrl).origin;
    const query = `?clientKey=${encodeURIComponent(options.clientKey)}&origin=${encodeURIComponent(location.origin)}`;
    this.fields = options.fields.map((spec) => {
      const key = randomHex(16);
      const src = `${options.providerUrl}${securedFieldPath(CARD_WIDGET_VERSION, spec.type)}${query}#key=${key}`;
      const iframe = h('iframe', { src, title: spec.title, class: 'dd-iframe', 'data-field': spec.type });
      return { ...spec, iframe, key, loaded: false, configured: false };
    });
  }

  start(): void {
    addEventListener('message', this.listener);
    for (const field of this.fields) field.container.append(field.iframe);
    this.timers.push(setTimeout(() => this.checkAll('loaded', 'csfLoadFailure'), WIDGET_TIMEOUTS.iframeLoadMs));
  }

  send<T extends keyof HostMessages & string>(
    type: SecuredFieldType | 'all',
    messageType: T,
    payload: HostMessages[T],
  ): void {
    for (const field of this.fields) {
      if (type !== 'all' && field.type !== type) continue;
      field.iframe.contentWindow?.postMessage(
        encodeMessage<HostMessages, T>(field.key, messageType, payload),
        this.providerOrigin,
      );
    }
  }

  has(type: SecuredFieldType): boolean {
    return this.fields.some((field) => field.type === type);
  }

  destroy(): void {
    this.destroyed = true;
    removeEventListener('message', this.listener);
    for (const timer of this.timers) clearTimeout(timer);
    for (const field of this.fields) {
      clearTimeout(field.timer);
      field.iframe.remove();
    }
  }

  private receive(event: MessageEvent): void {
    if (event.origin !== this.providerOrigin) return;
    const field = this.fields.find(
      (candidate) => candidate.iframe.contentWindow !== null && event.source === candidate.iframe.contentWindow,
    );
    if (!field) return;
    const message = decodeFieldMessage(event.data, field.key);
    // A field speaks only for itself: a message naming another field type is ignored.
    if (!message || ('fieldType' in message.payload && message.payload.fieldType !== field.type)) return;
    if (message.type === 'loaded') this.loaded(field);
    else if (message.type === 'configured') this.configured(field);
    else this.options.onMessage(message);
  }

  private loaded(field: Field): void {
    if (field.loaded || this.failed) return;
    field.loaded = true;
    if (this.options.configurable) {
      this.options.configurable.then(
        () => this.configure(field),
        () => undefined,
      );
    } else this.configure(field);
    // The 15 s window for all fields starts once every iframe has loaded.
    if (this.fields.every((candidate) => candidate.loaded)) {
      this.timers.push(setTimeout(() => this.checkAll('configured', 'csfConfigFailure'), WIDGET_TIMEOUTS.configureMs));
    }
  }

  private configure(field: Field): void {
    if (this.failed || this.destroyed) return;
    this.send(field.type, 'configure', this.options.configuration(field.type));
    field.timer = setTimeout(() => this.fail('csfConfigFailure', field.type), WIDGET_TIMEOUTS.fieldConfigureMs);
  }

  private configured(field: Field): void {
    if (field.configured || this.failed) return;
    field.configured = true;
    clearTimeout(field.timer);
    if (this.fields.every((candidate) => candidate.configured)) {
      for (const timer of this.timers) clearTimeout(timer);
      this.options.onConfigured();
    }
  }

  private checkAll(flag: 'loaded' | 'configured', code: CsfFailure): void {
    if (!this.fields.every((field) => field[flag])) this.fail(code);
  }

  private fail(code: CsfFailure, field?: SecuredFieldType): void {
    if (this.failed) return;
    this.failed = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const candidate of this.fields) clearTimeout(candidate.timer);
    this.options.onFailure(CARD_LIBRARY_FAILURES[code], code, field);
  }
}
