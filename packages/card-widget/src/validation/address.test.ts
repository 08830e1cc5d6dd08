import { describe, expect, it } from 'vitest';
import { isPostalCodeValid, postalCodeRule, stripDisallowedAddressCharacters } from './index.ts';

const CASES: [country: string, valid: string[], invalid: string[]][] = [
  ['DE', ['10115', ' 80331 '], ['1011', '101155', 'A0115']],
  ['FR', ['75001'], ['7500']],
  ['ES', ['28013'], ['2801A']],
  ['IT', ['00184'], ['0018']],
  ['AT', ['1010'], ['10100']],
  ['AU', ['2000'], ['200']],
  ['BE', ['1000'], ['10000']],
  ['CH', ['8001'], ['80011']],
  ['DK', ['1050'], ['105']],
  ['NO', ['0150'], ['01500']],
  ['NZ', ['6011'], ['601']],
  ['NL', ['1012 AB', '1012ab', '1012AB'], ['0123 AB', '1012 A', '1012 A1', '10123 AB']],
  ['US', ['10001', '10001-1234'], ['1000', '10001-123', '100011234', '10001 1234']],
  ['BR', ['01310-100', '01310100'], ['01310-10', '0131-0100']],
  ['PL', ['00-950'], ['00950', '0-950']],
  ['PT', ['1000-001'], ['1000001', '100-001']],
  ['JP', ['100-0001'], ['1000001', '10-00001']],
  ['MC', ['98000', '98012'], ['99000', '9800']],
  [
    'GB',
    ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'GIR 0AA'],
    ['SW1A', '12345', 'SW1A 1A', 'SW1A 11A'],
  ],
  ['CA', ['K1A 0B1', 'k1a0b1', 'M5V 3L9'], ['D1A 0B1', 'K1A 0B', '12345', 'W1A 0B1']],
  ['IE', ['A65 F4E2', 'D6W 1234', 'd02x285', 'T12 YX23'], ['A65 F4E', 'B65 F4E2', '12345']],
  ['SE', ['114 55', '11455'], ['1145', '114-55']],
  ['CZ', ['110 00'], ['1100']],
  ['IN', ['110001'], ['011000', '11001']],
  ['CN', ['100000'], ['10000']],
  ['SG', ['018956'], ['01895']],
  ['LU', ['1111', 'L-1111'], ['L1111']],
];

describe('postal codes', () => {
  it.each(CASES)('%s accepts its format and refuses others', (country, valid, invalid) => {
    expect(valid.filter((code) => !isPostalCodeValid(country, code))).toStrictEqual([]);
    expect(invalid.filter((code) => isPostalCodeValid(country, code))).toStrictEqual([]);
  });

  it('gives the expected format for the error', () => {
    expect(postalCodeRule('US')?.format).toBe('99999 or 99999-9999');
    expect(postalCodeRule('pl')?.format).toBe('99-999');
    expect(postalCodeRule('CA')?.format).toBe('A9A 9A9');
  });

  it('accepts any non-empty value where a country has no rule, never an empty one', () => {
    expect(postalCodeRule('ZZ')).toBeNull();
    expect(isPostalCodeValid('ZZ', 'anything')).toBe(true);
    expect(isPostalCodeValid('ZZ', '  ')).toBe(false);
    expect(isPostalCodeValid('DE', '')).toBe(false);
  });
});

describe('stripDisallowedAddressCharacters', () => {
  it("keeps letters of any script, digits, space and . , ' - / # & ( )", () => {
    const kept = "Rue de l'Église 12-14/B #3 & (Bât. A), Zürich Straße Łódź 東京都 Москва नई दिल्ली";
    expect(stripDisallowedAddressCharacters(kept)).toBe(kept);
  });
  it('removes everything else', () => {
    expect(stripDisallowedAddressCharacters('Main St <script>"x";@_!?*+=$%\t1😀')).toBe('Main St scriptx1');
  });
});
