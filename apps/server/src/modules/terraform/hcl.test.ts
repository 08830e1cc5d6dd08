import { parse } from '@cdktf/hcl2json';
import { describe, expect, it } from 'vitest';
import { attribute, block, escapeString, object, reference, template, writeHcl } from './hcl.ts';

describe('escapeString', () => {
  it.each([
    ['plain', 'plain'],
    ['say "hi"', 'say \\"hi\\"'],
    ['C:\\dir', 'C:\\\\dir'],
    ['two\nlines\r\tend', 'two\\nlines\\r\\tend'],
    ['bell\u0007', 'bell\\u0007'],
    ['${var.secret}', '$${var.secret}'],
    ['%{ if x }', '%%{ if x }'],
    ['cost $5 {ok}', 'cost $5 {ok}'],
    ['日本語 ✓', '日本語 ✓'],
  ])('%j is written as %j', (text, written) => {
    expect(escapeString(text)).toBe(written);
  });
});

describe('writeHcl', () => {
  it('writes attributes of every kind and nested blocks, indented', () => {
    const text = writeHcl([
      block(
        'resource',
        ['kind', 'name'],
        [
          attribute('text', 'a "b"'),
          attribute('count', 3),
          attribute('on', false),
          attribute('list', ['x', 'y']),
          attribute('empty', []),
          attribute('type', reference('string')),
          attribute('key', template('K ', reference('var.user'), ':${not}')),
          attribute('pair', object({ source: 'a/b', version: '>= 1' })),
          block('inner', [], [attribute('n', 1)]),
          block('inner', [], []),
        ],
      ),
    ]);
    expect(text).toBe(
      [
        'resource "kind" "name" {',
        '  text = "a \\"b\\""',
        '  count = 3',
        '  on = false',
        '  list = ["x", "y"]',
        '  empty = []',
        '  type = string',
        '  key = "K ${var.user}:$${not}"',
        '  pair = { source = "a/b", version = ">= 1" }',
        '  inner {',
        '    n = 1',
        '  }',
        '  inner {',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('separates top-level blocks with a blank line', () => {
    expect(writeHcl([block('a', [], []), block('b', [], [])])).toBe('a {\n}\n\nb {\n}\n');
  });

  it.each([['bad name'], ['1st'], ['a.b'], ['']])('refuses the identifier %j', (name) => {
    expect(() => attribute(name, 1)).toThrow(/identifier/);
    expect(() => block(name, [], [])).toThrow(/identifier/);
  });

  it('refuses references that are not traversals and numbers HCL has not', () => {
    expect(() => reference('var.x}${y')).toThrow(/identifier/);
    expect(() => writeHcl([attribute('n', Number.NaN)])).toThrow(/number/);
    expect(() => writeHcl([attribute('n', Number.POSITIVE_INFINITY)])).toThrow(/number/);
  });

  it('writes what a real HCL parser reads back, hostile text staying text', async () => {
    const hostile = 'a"b\\c\nd ${var.x} %{ for } é\u0001';
    const text = writeHcl([
      block('resource', ['t', 'n'], [attribute('s', hostile), attribute('l', [hostile, 2, true])]),
    ]);
    const parsed = (await parse('t.tf', text)) as { resource: { t: { n: { s: string }[] } } };
    // hcl2json keeps templates as written: the escapes, undone by Terraform, stay visible here.
    expect(parsed.resource.t.n[0]?.s).toBe('a"b\\c\nd $${var.x} %%{ for } é\u0001');
  });
});
