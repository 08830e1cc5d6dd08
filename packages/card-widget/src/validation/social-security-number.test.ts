import { describe, expect, it } from 'vitest';
import {
  formatSocialSecurityNumber,
  isValidCnpj,
  isValidCpf,
  socialSecurityNumberKind,
  validateSocialSecurityNumber,
} from './social-security-number.ts';

// Published examples of the Receita Federal's check-digit rules.
const CPFS = ['52998224725', '11144477735', '12345678909'];
const CNPJS = ['11222333000181', '11444777000161'];

describe('CPF check digits', () => {
  it('accepts real CPFs', () => {
    for (const cpf of CPFS) expect(isValidCpf(cpf)).toBe(true);
  });

  it('refuses a wrong first or second check digit, a repeated digit and a wrong length', () => {
    expect(isValidCpf('52998224735')).toBe(false);
    expect(isValidCpf('52998224726')).toBe(false);
    // 111.111.111-11 passes both sums but is never issued.
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
  });
});

describe('CNPJ check digits', () => {
  it('accepts real CNPJs', () => {
    for (const cnpj of CNPJS) expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('refuses a wrong first or second check digit, a repeated digit and a wrong length', () => {
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });
});

describe('formatting while typing', () => {
  it('groups up to 11 digits as a CPF, digit by digit', () => {
    const typed = '52998224725';
    const steps = Array.from(typed, (_, index) => formatSocialSecurityNumber(typed.slice(0, index + 1)));
    expect(steps).toEqual([
      '5',
      '52',
      '529',
      '529.9',
      '529.98',
      '529.982',
      '529.982.2',
      '529.982.24',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
    ]);
  });

  it('switches to the CNPJ grouping from the 12th digit and stops at 14 digits (18 characters)', () => {
    expect(formatSocialSecurityNumber('112223330001')).toBe('11.222.333/0001');
    expect(formatSocialSecurityNumber('1122233300018')).toBe('11.222.333/0001-8');
    expect(formatSocialSecurityNumber('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatSocialSecurityNumber('112223330001819')).toBe('11.222.333/0001-81');
    expect(formatSocialSecurityNumber('11222333000181')).toHaveLength(18);
  });

  it('drops anything but digits, so a paste of either form comes out formatted', () => {
    expect(formatSocialSecurityNumber(' 529.982.247-25 ')).toBe('529.982.247-25');
    expect(formatSocialSecurityNumber('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatSocialSecurityNumber('abc')).toBe('');
    // Deleting the last digit of a CNPJ goes back to the CPF grouping.
    expect(formatSocialSecurityNumber('11.222.333/00')).toBe('112.223.330-0');
  });
});

describe('validateSocialSecurityNumber', () => {
  it('is required: empty is an error of its own', () => {
    expect(validateSocialSecurityNumber('')).toBe('empty');
    expect(validateSocialSecurityNumber('   ')).toBe('empty');
  });

  it('accepts a CPF or a CNPJ in its pattern, formatted or as bare digits', () => {
    expect(validateSocialSecurityNumber('529.982.247-25')).toBeNull();
    expect(validateSocialSecurityNumber('11.222.333/0001-81')).toBeNull();
    expect(validateSocialSecurityNumber('52998224725')).toBeNull();
    expect(socialSecurityNumberKind('529.982.247-25')).toBe('cpf');
    expect(socialSecurityNumberKind('11222333000181')).toBe('cnpj');
  });

  it('refuses wrong check digits, an incomplete number and a number in the other pattern', () => {
    expect(validateSocialSecurityNumber('529.982.247-26')).toBe('incorrect');
    expect(validateSocialSecurityNumber('529.982.247')).toBe('incorrect');
    expect(validateSocialSecurityNumber('11.222.333/0001-82')).toBe('incorrect');
    // A CPF's digits in the CNPJ's separators (or the other way round) match neither pattern.
    expect(validateSocialSecurityNumber('52.998.224/725')).toBe('incorrect');
    expect(validateSocialSecurityNumber('112.223.330-00181')).toBe('incorrect');
  });
});
