import { desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { outboundEmails } from '../../platform/db/schema.ts';

/** The last invitation e-mail to the address, opened as the delivery job would, and its link's token. */
export async function invitationMail(app: TestApp, to: string) {
  const [row] = await app.context.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.recipient, to))
    .orderBy(desc(outboundEmails.createdAt))
    .limit(1);
  if (!row) throw new Error(`no e-mail to ${to}`);
  const text = app.context.secrets.open(row.body);
  const html = row.html === null ? null : app.context.secrets.open(row.html);
  const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error('the e-mail carries no invitation link');
  return { row, text, html, token };
}
