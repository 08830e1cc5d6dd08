import {
  SECURED_FIELDS_PROTOCOL,
  SECURED_FIELDS_PROTOCOL_VERSION,
  type FieldMessages,
} from '@datadeck/contracts/provider';
import { vi } from 'vitest';

/** Test helpers: secured-field iframes get a fake contentWindow, messages are simulated. */
export const PROVIDER = 'http://localhost:8081';

export interface FakeFrame {
  iframe: HTMLIFrameElement;
  key: string;
  window: { postMessage: ReturnType<typeof vi.fn<(message: string, origin: string) => void>> };
  /** The host messages this frame received, decoded. */
  received(): Array<{ type: string; payload: unknown }>;
}

export function fakeFrames(root: ParentNode): Map<string, FakeFrame> {
  const frames = new Map<string, FakeFrame>();
  for (const iframe of root.querySelectorAll<HTMLIFrameElement>('iframe.dd-iframe')) {
    const window = { postMessage: vi.fn<(message: string, origin: string) => void>() };
    Object.defineProperty(iframe, 'contentWindow', { value: window, configurable: true });
    const key = new URL(iframe.src).hash.replace('#key=', '');
    const received = () =>
      window.postMessage.mock.calls.map(([message]) => JSON.parse(message) as { type: string; payload: unknown });
    frames.set(iframe.dataset.field ?? '', { iframe, key, window, received });
  }
  return frames;
}

export function post(source: unknown, data: unknown, origin = PROVIDER): void {
  dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

export function fieldMessage<T extends keyof FieldMessages>(
  frame: FakeFrame,
  type: T,
  payload: FieldMessages[T],
): void {
  post(
    frame.window,
    JSON.stringify({
      protocol: SECURED_FIELDS_PROTOCOL,
      version: SECURED_FIELDS_PROTOCOL_VERSION,
      key: frame.key,
      type,
      payload,
    }),
  );
}
