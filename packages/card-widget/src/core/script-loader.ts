import { SCRIPT_LOAD } from '@datadeck/contracts/provider';
import { WidgetError } from './errors.ts';

export interface ScriptLoadOptions {
  attempts?: number;
  retryDelayMs?: number;
}

/** Scripts asked for on this page: a second widget (or a second mount) waits for the same load. */
const loads = new Map<string, Promise<void>>();

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function appendScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // Gone, so the next attempt is a fresh request rather than a cached failure in the DOM.
      script.remove();
      reject(new Error(`failed to load ${src}`));
    });
    document.head.appendChild(script);
  });
}

/**
 * Loads a third-party script (a Click to Pay scheme SDK) into the page: SPEC §9 "script load up
 * to 3 attempts at 1000 ms". After the last failed attempt a SCRIPT_ERROR 'Unable to load script'
 * (SPEC §8). A failure is not remembered: a later call tries again.
 */
export function loadScript(src: string, options: ScriptLoadOptions = {}): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const attempts = options.attempts ?? SCRIPT_LOAD.attempts;
  const retryDelayMs = options.retryDelayMs ?? SCRIPT_LOAD.retryDelayMs;
  const load = (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await appendScript(src);
        return;
      } catch {
        if (attempt >= attempts) throw new WidgetError('SCRIPT_ERROR', 'Unable to load script');
        await wait(retryDelayMs);
      }
    }
  })();
  loads.set(src, load);
  load.catch(() => loads.delete(src));
  return load;
}
