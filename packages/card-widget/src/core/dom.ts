type Attributes = Record<string, string | boolean | undefined>;

/** Tiny element builder: no framework, attributes only (never inline styles, for strict CSPs). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

let counter = 0;
/** Unique ids for label/description wiring, several widgets may share a page. */
export const uid = (name: string): string => `dd-${name}-${++counter}`;
