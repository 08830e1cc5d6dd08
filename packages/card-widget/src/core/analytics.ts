import { CARD_WIDGET_VERSION, WIDGET_ANALYTICS } from '@datadeck/contracts/provider';
import type { AnalyticsEvent, AnalyticsEventsRequest } from '@datadeck/contracts/provider-api';
import { http } from './http.ts';
import { randomHex } from './random.ts';

export type AnalyticsKind = 'info' | 'logs' | 'errors';
/** What callers give; timestamp, component and id are added here. */
export type AnalyticsInput = Omit<AnalyticsEvent, 'timestamp' | 'component' | 'id'>;

export interface AnalyticsOptions {
  providerUrl: string;
  clientKey: string;
  locale: string;
  enabled: boolean;
  component: string;
  sessionId?: string;
}

/** localStorage entry: the attempt id and when it was created. */
export const ATTEMPT_STORAGE_KEY = 'datadeck-checkout-attempt-id';
const cut = (value: string) => value.slice(0, WIDGET_ANALYTICS.maxStringLength);

function readStoredAttempt(): string | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(ATTEMPT_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { id, createdAt } = stored as { id?: unknown; createdAt?: unknown };
    const fresh = typeof createdAt === 'number' && Date.now() - createdAt < WIDGET_ANALYTICS.attemptIdReuseMs;
    return typeof id === 'string' && fresh ? id : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §9 analytics: one checkout attempt id (reused for 15 min through localStorage), events
 * queued and sent every 10 s and when the page is hidden, every string cut to 128 characters.
 * Analytics never breaks a payment: its failures are swallowed.
 */
export class Analytics {
  private attemptId: string | null = null;
  private queue: Record<AnalyticsKind, AnalyticsEvent[]> = { info: [], logs: [], errors: [] };
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly onPageHide = () => void this.flush(true);

  constructor(private readonly options: AnalyticsOptions) {}

  /** Gets (or reuses) the attempt id and starts the queue. */
  async start(): Promise<void> {
    if (!this.options.enabled || this.timer !== undefined) return;
    this.timer = setInterval(() => void this.flush(), WIDGET_ANALYTICS.flushIntervalMs);
    addEventListener('pagehide', this.onPageHide);
    this.attemptId = readStoredAttempt();
    if (this.attemptId) return;
    const { providerUrl, clientKey, locale, component, sessionId } = this.options;
    // SPEC §8: analytics failures are silent; without an attempt id events cannot be sent, the payment goes on.
    const answer = await http<{ checkoutAttemptId: string }>(
      `${providerUrl}/v3/analytics?clientKey=${encodeURIComponent(clientKey)}`,
      {
        body: {
          version: CARD_WIDGET_VERSION,
          channel: 'Web',
          platform: 'Web',
          locale,
          component,
          flavor: 'components',
          referrer: cut(location.href),
          screenWidth: screen.width,
          ...(sessionId ? { sessionId } : {}),
        },
        errorLevel: 'silent',
      },
    );
    if (typeof answer?.checkoutAttemptId !== 'string') return;
    this.attemptId = answer.checkoutAttemptId;
    try {
      localStorage.setItem(
        ATTEMPT_STORAGE_KEY,
        JSON.stringify({ id: answer.checkoutAttemptId, createdAt: Date.now() }),
      );
    } catch {
      // Storage refused (private mode, a sandboxed frame): the id serves this page only.
    }
  }

  get checkoutAttemptId(): string | null {
    return this.attemptId;
  }

  add(kind: AnalyticsKind, input: AnalyticsInput): void {
    if (!this.options.enabled) return;
    const event: AnalyticsEvent = {
      timestamp: String(Date.now()),
      component: this.options.component,
      id: randomHex(16),
    };
    for (const [name, value] of Object.entries(input))
      if (typeof value === 'string') event[name as keyof AnalyticsInput] = cut(value);
    this.queue[kind].push(event);
  }

  async flush(keepalive = false): Promise<void> {
    const { info, logs, errors } = this.queue;
    if (!this.attemptId || info.length + logs.length + errors.length === 0) return;
    this.queue = { info: [], logs: [], errors: [] };
    const body: AnalyticsEventsRequest = { channel: 'Web', platform: 'Web', info, logs, errors };
    const { providerUrl, clientKey } = this.options;
    await http(
      `${providerUrl}/v3/analytics/${encodeURIComponent(this.attemptId)}?clientKey=${encodeURIComponent(clientKey)}`,
      { body, keepalive, errorLevel: 'silent' },
    );
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    removeEventListener('pagehide', this.onPageHide);
    void this.flush(true);
  }
}
