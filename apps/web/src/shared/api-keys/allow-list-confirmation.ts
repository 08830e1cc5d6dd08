import { API_KEYS_MESSAGES } from '@datadeck/contracts';

/**
 * The question to ask before saving a list that blocks or allows everywhere (SPEC §5), or null
 * when it can be saved at once.
 */
export function allowListConfirmation(ranges: readonly string[]): string | null {
  if (ranges.length === 0) return API_KEYS_MESSAGES.emptyListConfirm;
  const everywhere = ranges.find((range) => range.endsWith('/0'));
  return everywhere === undefined ? null : API_KEYS_MESSAGES.openListConfirm(everywhere);
}
