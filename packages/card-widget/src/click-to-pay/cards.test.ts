import { describe, expect, it } from 'vitest';
import { isCardExpired, sortCards, toClickToPayCard } from './cards.ts';
import { maskedCard } from './testing.ts';

const NOW = new Date(2026, 4, 15); // May 2026

const card = (id: string, options: Parameters<typeof maskedCard>[2] = {}) =>
  toClickToPayCard(options.scheme ?? 'visa', 'correlation', maskedCard(id, NOW, options), NOW);

describe('isCardExpired (SPEC §4)', () => {
  it('is expired when the status is neither ACTIVE nor PENDING', () => {
    for (const status of ['ACTIVE', 'PENDING'] as const)
      expect(isCardExpired({ status, expiryMonth: '12', expiryYear: '2030' }, NOW)).toBe(false);
    for (const status of ['EXPIRED', 'SUSPENDED'] as const)
      expect(isCardExpired({ status, expiryMonth: '12', expiryYear: '2030' }, NOW)).toBe(true);
  });

  it('is expired when the expiry is before the current month, not during it', () => {
    expect(isCardExpired({ status: 'ACTIVE', expiryMonth: '04', expiryYear: '2026' }, NOW)).toBe(true);
    expect(isCardExpired({ status: 'ACTIVE', expiryMonth: '05', expiryYear: '2026' }, NOW)).toBe(false);
    expect(isCardExpired({ status: 'ACTIVE', expiryMonth: '12', expiryYear: '2025' }, NOW)).toBe(true);
    expect(isCardExpired({ status: 'ACTIVE', expiryMonth: '01', expiryYear: '2027' }, NOW)).toBe(false);
  });
});

describe('sortCards (SPEC §4)', () => {
  it('lists used cards by latest use, then unused by latest creation, then expired ones', () => {
    const cards = [
      card('unused-old', { createdDaysAgo: 300 }),
      card('expired-status', { status: 'SUSPENDED', lastUsedDaysAgo: 1 }),
      card('used-long-ago', { lastUsedDaysAgo: 90 }),
      card('unused-new', { createdDaysAgo: 2 }),
      card('expired-date', { expiry: ['01', '2026'], lastUsedDaysAgo: 5 }),
      card('used-yesterday', { lastUsedDaysAgo: 1, scheme: 'mc' }),
      card('pending-unused', { status: 'PENDING', createdDaysAgo: 10 }),
    ];
    expect(sortCards(cards).map((entry) => entry.srcDigitalCardId)).toEqual([
      'used-yesterday',
      'used-long-ago',
      'unused-new',
      'pending-unused',
      'unused-old',
      'expired-status',
      'expired-date',
    ]);
    expect(cards[0]?.srcDigitalCardId).toBe('unused-old');
  });
});
