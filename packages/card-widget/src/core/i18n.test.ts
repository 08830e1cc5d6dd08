import { afterEach, describe, expect, it, vi } from 'vitest';
import nlNL from '../i18n/locales/nl-NL.json' with { type: 'json' };
import { EN_US, loadTranslations } from './i18n.ts';

describe('translations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the same keys in every bundled locale', () => {
    expect(Object.keys(nlNL).toSorted()).toEqual(Object.keys(EN_US).toSorted());
  });

  it('uses en-US without a request', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const t = await loadTranslations('http://p', 'en-US', { 'en-US': { payButton: 'Buy' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(t.t('payButton')).toBe('Buy');
    expect(t.t('postalCode.format', { format: '99999' })).toBe('Invalid format. Expected format: 99999');
  });

  it('fetches another locale from the provider', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(nlNL)));
    vi.stubGlobal('fetch', fetchMock);
    const t = await loadTranslations('http://p', 'nl-NL');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://p/sdk/1.0.0/translations/nl-NL.json');
    expect(t.t('cc.num.900')).toBe('Vul het kaartnummer in');
  });

  it('falls back to en-US when the locale cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('not found', { status: 404 })));
    const t = await loadTranslations('http://p', 'de-DE', { 'de-DE': { payButton: 'Zahlen' } });
    expect(t.t('cc.num.900')).toBe('Enter the card number');
    expect(t.t('payButton')).toBe('Zahlen');
  });
});
