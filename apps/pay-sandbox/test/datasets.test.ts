import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.ts';

const sandbox = useSandbox();

const getJson = async (path: string) => {
  const response = await fetch(`${sandbox.base}${path}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
};

describe('datasets', () => {
  it('lists countries sorted by name, in English by default', async () => {
    const answer = await getJson('/datasets/countries/en-US.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cache-control')).toContain('max-age');
    const countries = answer.body as Array<{ id: string; name: string }>;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries).toContainEqual({ id: 'NL', name: 'Netherlands' });
    const names = countries.map((c) => c.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'en')));
  });

  it('names countries in the locale language when there is one, else English', async () => {
    expect((await getJson('/datasets/countries/de-DE.json')).body).toContainEqual({ id: 'DE', name: 'Deutschland' });
    // The name people use, not the official one ('Koninkrijk der Nederlanden').
    expect((await getJson('/datasets/countries/nl-NL.json')).body).toContainEqual({ id: 'NL', name: 'Nederland' });
    expect((await getJson('/datasets/countries/xx-XX.json')).body).toContainEqual({ id: 'DE', name: 'Germany' });
  });

  it('lists the states of AU, BR, CA and US', async () => {
    const counts: Record<string, number> = {};
    for (const country of ['AU', 'BR', 'CA', 'US']) {
      const answer = await getJson(`/datasets/states/${country}/en-US.json`);
      expect(answer.status).toBe(200);
      counts[country] = (answer.body as unknown[]).length;
    }
    expect(counts.AU).toBe(8);
    expect(counts.BR).toBe(27);
    expect(counts.CA).toBe(13);
    expect(counts.US).toBeGreaterThanOrEqual(51);
    expect((await getJson('/datasets/states/US/en-US.json')).body).toContainEqual({ id: 'CA', name: 'California' });
  });

  it('answers 404 with the error body for a country without states', async () => {
    const answer = await getJson('/datasets/states/NL/en-US.json');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 404, errorType: 'validation' });
  });
});

describe('translations', () => {
  it('serves en-US', async () => {
    const answer = await getJson(`/sdk/${CARD_WIDGET_VERSION}/translations/en-US.json`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body as object).length).toBeGreaterThan(10);
  });

  it('serves nl-NL in Dutch', async () => {
    const answer = await getJson(`/sdk/${CARD_WIDGET_VERSION}/translations/nl-NL.json`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      'creditCard.numberField.title': 'Kaartnummer',
      'creditCard.holderName': 'Naam op kaart',
      confirmPreauthorization: 'Bevestig pre-autorisatie',
    });
  });

  it('answers 404 for a missing locale or version and 400 for a malformed locale', async () => {
    expect((await getJson(`/sdk/${CARD_WIDGET_VERSION}/translations/xx-XX.json`)).status).toBe(404);
    expect((await getJson('/sdk/0.0.1/translations/en-US.json')).status).toBe(404);
    const bad = await getJson(`/sdk/${CARD_WIDGET_VERSION}/translations/english.json`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorType: 'validation', message: expect.stringContaining('locale') });
  });
});
