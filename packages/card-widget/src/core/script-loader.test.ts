import { SCRIPT_LOAD } from '@datadeck/contracts/provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetError } from './errors.ts';
import { loadScript } from './script-loader.ts';

/** Answers each appended script with load or error, in order, and records the URLs asked for. */
function answerScripts(outcomes: Array<'load' | 'error'>): string[] {
  const asked: string[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    asked.push(script.src);
    const outcome = outcomes.shift() ?? 'error';
    queueMicrotask(() => script.dispatchEvent(new Event(outcome)));
    return node;
  });
  return asked;
}

let counter = 0;
const nextUrl = () => `https://provider.example/sdk/script-${++counter}.js`;

describe('loadScript', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves when the script loads, and loads a script once per page', async () => {
    const asked = answerScripts(['load']);
    const url = nextUrl();
    await loadScript(url);
    await loadScript(url);
    expect(asked).toEqual([url]);
  });

  it(`tries again ${SCRIPT_LOAD.retryDelayMs} ms after a failure, up to ${SCRIPT_LOAD.attempts} attempts`, async () => {
    const asked = answerScripts(['error', 'error', 'load']);
    const url = nextUrl();
    let done = false;
    const loading = loadScript(url).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD.retryDelayMs - 1);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD.retryDelayMs);
    await loading;
    expect(done).toBe(true);
    expect(asked).toEqual([url, url, url]);
  });

  it("fails with SCRIPT_ERROR 'Unable to load script' after the third failure, and tries afresh later", async () => {
    const asked = answerScripts(['error', 'error', 'error', 'load']);
    const url = nextUrl();
    const failed = loadScript(url).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2 * SCRIPT_LOAD.retryDelayMs);
    const error = await failed;
    expect(error).toBeInstanceOf(WidgetError);
    expect(error).toMatchObject({ type: 'SCRIPT_ERROR', message: 'Unable to load script' });
    expect(asked).toHaveLength(SCRIPT_LOAD.attempts);
    await loadScript(url);
    expect(asked).toHaveLength(SCRIPT_LOAD.attempts + 1);
  });
});
