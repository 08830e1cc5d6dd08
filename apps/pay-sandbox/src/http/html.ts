import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A CSP source for an inline script or style: only this exact text may run. */
export const cspHash = (content: string): string =>
  `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** An HTML answer with its own CSP and the headers every sandbox page carries. */
export function sendHtml(reply: FastifyReply, status: number, html: string, csp: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', csp)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store')
    .send(html);
}

/** A plain-text refusal that no page may frame. */
export function sendPlainError(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/plain; charset=utf-8')
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(text);
}
