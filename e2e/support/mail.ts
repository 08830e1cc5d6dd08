import { expect } from '@playwright/test';
import type { CaughtMail } from './catcher.ts';

import { catcherUrl } from './catcher-url.ts';

/** The messages the console has delivered to `to` so far. */
async function messagesTo(to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${catcherUrl()}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits for the console's e-mail to `to` whose subject is `subject`, as delivered over SMTP. */
export async function waitForMail(to: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(to)).find((m) => m.subject === subject);
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with subject "${subject}"`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll saw the message');
  return found;
}

/** The first link of a message's plain-text part that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in: ${mail.text}`);
  return link;
}
