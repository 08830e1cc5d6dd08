import { MESSAGES } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { allowListConfirmation } from './allow-list-confirmation.ts';
import { allowListSummary } from './allow-list-summary.ts';

describe('the allow-list confirmation (SPEC §5)', () => {
  it.each([
    [[], MESSAGES.apiKeys.emptyListConfirm],
    [['203.0.113.0/24', '0.0.0.0/0'], MESSAGES.apiKeys.openListConfirm('0.0.0.0/0')],
    [['203.0.113.0/24', '198.51.100.7/32'], null],
  ])('for %j asks %j', (ranges, question) => {
    expect(allowListConfirmation(ranges)).toBe(question);
  });
});

describe('the allow-list summary of a key row', () => {
  it.each([
    [[], 'Nowhere (no ranges)'],
    [['0.0.0.0/0'], 'Everywhere (0.0.0.0/0)'],
    [['203.0.113.0/24'], '203.0.113.0/24'],
    [
      ['10.0.0.0/8', '10.1.0.0/16', '10.2.0.0/16', '10.3.0.0/16', '10.4.0.0/16'],
      '10.0.0.0/8, 10.1.0.0/16, 10.2.0.0/16 and 2 more',
    ],
  ])('of %j is %j', (ranges, summary) => {
    expect(allowListSummary(ranges)).toBe(summary);
  });
});
