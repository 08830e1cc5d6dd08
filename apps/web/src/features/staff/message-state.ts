import type { MessageOfTheDay } from '@datadeck/contracts';

/** A message is shown until its expiry; one without an expiry, until expired by hand. */
export function isActive(message: Pick<MessageOfTheDay, 'expiresAt'>, now: number): boolean {
  return message.expiresAt === null || Date.parse(message.expiresAt) > now;
}
