import { describe, expect, it } from 'vitest';
import { javaDouble } from './public-answer.ts';

describe('javaDouble', () => {
  // The values of Instaclustr's own answers (ICAPI-DataDog, test-data/instaclustr-metrics.json).
  it('writes numbers as Instaclustr answers them', () => {
    expect(javaDouble(30)).toBe('30.0');
    expect(javaDouble(0)).toBe('0.0');
    expect(javaDouble(0.02)).toBe('0.02');
    expect(javaDouble(1.61892901618929)).toBe('1.61892901618929');
    expect(javaDouble(6.324347144399338e-4)).toBe('6.324347144399338E-4');
    expect(javaDouble(2.964393875e-314)).toBe('2.964393875E-314');
  });

  it('switches to scientific notation from 10⁷, as Java does', () => {
    expect(javaDouble(9_999_999)).toBe('9999999.0');
    expect(javaDouble(12_345_678)).toBe('1.2345678E7');
    expect(javaDouble(1e7)).toBe('1.0E7');
    expect(javaDouble(-0.5)).toBe('-0.5');
    expect(javaDouble(Number.NaN)).toBe('NaN');
  });
});
