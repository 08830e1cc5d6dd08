import { h } from '../core/dom.ts';

/**
 * Posts a form into an iframe (3DS method data, creq): the ACS pages expect a top-level form POST,
 * not a fetch. Kept apart so tests can replace the navigation.
 */
export function postForm(target: HTMLIFrameElement, action: string, fields: Record<string, string>): void {
  const inputs = Object.entries(fields).map(([name, value]) => h('input', { type: 'hidden', name, value }));
  const form = h('form', { method: 'POST', action, target: target.name, class: 'dd-hidden' }, ...inputs);
  (target.parentElement ?? document.body).append(form);
  form.submit();
  form.remove();
}
