import { expect } from '@playwright/test';
import type { CaughtWebhook } from './catcher.ts';
import { catcherUrl } from './catcher-url.ts';

/** A receiver URL of the catcher, one per name, to save as an account webhook. */
export const webhookReceiverUrl = (name: string) => `${catcherUrl()}/webhooks/${name}`;

/** Waits until the receiver `name` has been called at least `count` times; returns every call. */
export async function waitForWebhookCalls(name: string, count = 1): Promise<CaughtWebhook[]> {
  let calls: CaughtWebhook[] = [];
  await expect
    .poll(
      async () => {
        calls = (await (await fetch(`${catcherUrl()}/webhooks/${name}`)).json()) as CaughtWebhook[];
        return calls.length;
      },
      { message: `${count} call(s) of the webhook receiver ${name}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return calls;
}
