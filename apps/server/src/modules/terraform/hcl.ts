/**
 * A small HCL2 writer: just what Terraform configuration of resources needs (attributes of
 * strings, numbers, booleans and lists of them, references like `var.x`, string templates and
 * nested blocks). Everything written is a literal unless it is built with `reference` or
 * `template`, so no value from the database can become an expression.
 */

/** A traversal such as `var.instaclustr_api_key` or the type keyword `string`. */
export interface HclReference {
  readonly kind: 'reference';
  readonly path: string;
}

/** A quoted template whose parts are literal text or references: `"a ${var.b}"`. */
export interface HclTemplate {
  readonly kind: 'template';
  readonly parts: readonly (string | HclReference)[];
}

/** An object of literal values: `{ source = "a", version = "b" }`. */
export interface HclObject {
  readonly kind: 'object';
  readonly entries: Readonly<Record<string, HclPrimitive>>;
}

export type HclPrimitive = string | number | boolean;
export type HclValue = HclPrimitive | HclReference | HclTemplate | HclObject | readonly HclPrimitive[];

export interface HclAttribute {
  readonly kind: 'attribute';
  readonly name: string;
  readonly value: HclValue;
}

export interface HclBlock {
  readonly kind: 'block';
  readonly type: string;
  readonly labels: readonly string[];
  readonly body: readonly HclNode[];
}

export type HclNode = HclAttribute | HclBlock;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an HCL identifier: ${JSON.stringify(name)}`);
  return name;
}

export function reference(path: string): HclReference {
  for (const part of path.split('.')) identifier(part);
  return { kind: 'reference', path };
}

export const object = (entries: Record<string, HclPrimitive>): HclObject => {
  for (const key of Object.keys(entries)) identifier(key);
  return { kind: 'object', entries };
};

export const template = (...parts: (string | HclReference)[]): HclTemplate => ({ kind: 'template', parts });

export const attribute = (name: string, value: HclValue): HclAttribute => ({
  kind: 'attribute',
  name: identifier(name),
  value,
});

export const block = (type: string, labels: readonly string[], body: readonly HclNode[]): HclBlock => ({
  kind: 'block',
  type: identifier(type),
  labels,
  body,
});

/**
 * The text of a quoted string's content: backslash escapes for quotes, backslashes and control
 * characters, and `${` / `%{` doubled so Terraform reads them as text, not as interpolation.
 */
export function escapeString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  // A function, since `$$` in a replacement string means one `$`.
  return out.replaceAll('${', () => '$${').replaceAll('%{', () => '%%{');
}

const quote = (text: string): string => `"${escapeString(text)}"`;

function primitive(value: HclPrimitive): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (!Number.isFinite(value)) throw new Error(`HCL has no number ${value}`);
  return String(value);
}

function expression(value: HclValue): string {
  if (Array.isArray(value)) return `[${value.map(primitive).join(', ')}]`;
  if (typeof value === 'object' && 'kind' in value) {
    if (value.kind === 'reference') return value.path;
    if (value.kind === 'object') {
      const entries = Object.entries(value.entries).map(([key, v]) => `${key} = ${primitive(v)}`);
      return `{ ${entries.join(', ')} }`;
    }
    const body = value.parts.map((part) => (typeof part === 'string' ? escapeString(part) : `\${${part.path}}`));
    return `"${body.join('')}"`;
  }
  return primitive(value as HclPrimitive);
}

function writeNode(node: HclNode, indent: string): string {
  if (node.kind === 'attribute') return `${indent}${node.name} = ${expression(node.value)}\n`;
  const header = [node.type, ...node.labels.map(quote)].join(' ');
  // Always a multi-line block: HCL allows a one-line block only with a single attribute.
  const inner = node.body.map((child) => writeNode(child, `${indent}  `)).join('');
  return `${indent}${header} {\n${inner}${indent}}\n`;
}

/** A configuration file: its top-level blocks, separated by blank lines. */
export function writeHcl(nodes: readonly HclNode[]): string {
  return nodes.map((node) => writeNode(node, '')).join('\n');
}
