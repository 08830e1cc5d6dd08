import { LIMITS, MESSAGES, ROLE_LABELS, TIME, type Role } from '@datadeck/contracts';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';

/** What the invitation e-mail says: who invited, to which account, as what, and the link. */
export interface InvitationLetter {
  to: string;
  inviter: { displayName: string; username: string };
  accountName: string;
  role: Role;
  link: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values: every value the e-mail interpolates. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const lifetimeDays = LIMITS.invitationLifetimeMs / TIME.DAY_MS;

export function invitationEmail(letter: InvitationLetter): OutgoingEmail {
  const inviter = `${letter.inviter.displayName} (${letter.inviter.username})`;
  const role = ROLE_LABELS[letter.role];
  const text = [
    `${inviter} invited you to the account "${letter.accountName}" on Datadeck, as ${role}.`,
    '',
    `To accept, open this link within ${lifetimeDays} days (it expires then and works once):`,
    letter.link,
    '',
    'If you did not expect this invitation, ignore this e-mail.',
  ].join('\n');
  const h = escapeHtml;
  const html = [
    '<!doctype html><html><body>',
    `<p>${h(inviter)} invited you to the account <strong>${h(letter.accountName)}</strong> on Datadeck, as ${h(role)}.</p>`,
    `<p><a href="${h(letter.link)}">Accept the invitation</a></p>`,
    `<p>The link expires in ${lifetimeDays} days and works once. If the button does not work, open this address:<br>${h(letter.link)}</p>`,
    '<p>If you did not expect this invitation, ignore this e-mail.</p>',
    '</body></html>',
  ].join('\n');
  return { to: letter.to, subject: MESSAGES.invitations.emailSubject(letter.accountName), text, html };
}
