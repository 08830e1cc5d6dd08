import type { AccountEventType } from '@datadeck/contracts';
import { z } from 'zod';

/** What a cluster event carries (recorded by clusters' changeState). */
export const clusterEventDataSchema = z.object({
  clusterId: z.string(),
  clusterName: z.string(),
  status: z.string(),
  fromStatus: z.string(),
});

/** What a maintenance announcement carries (recorded by staff messages). */
export const maintenanceEventDataSchema = z.object({
  messageId: z.string(),
  message: z.string(),
  disruptive: z.boolean(),
  expiresAt: z.string().nullable(),
});

export interface EventTexts {
  subject: string;
  /** The one line a webhook (and Slack) shows. */
  line: string;
  /** The e-mail's body. */
  body: string;
}

const SIGN_OFF = '\n\nYou receive this because of the Notification Preferences of the account in the Datadeck console.';

/**
 * The words of an event, for e-mail and webhooks alike. The data was written by this server,
 * but the table outlives code: data that no longer reads as expected still says what happened.
 */
export function eventTexts(type: AccountEventType, data: Record<string, unknown>, accountName: string): EventTexts {
  if (type === 'maintenance.scheduled') {
    const parsed = maintenanceEventDataSchema.safeParse(data);
    const message = parsed.success ? parsed.data.message : 'Scheduled maintenance was announced.';
    const kind = parsed.success && parsed.data.disruptive ? 'Disruptive' : 'Non-disruptive';
    const until = parsed.success && parsed.data.expiresAt !== null ? ` (announced until ${parsed.data.expiresAt})` : '';
    const line = `${kind} scheduled maintenance for account ${accountName}: ${message}`;
    return {
      subject: `${kind} scheduled maintenance`,
      line,
      body: `${kind} scheduled maintenance is announced for the account ${accountName}${until}:\n\n${message}${SIGN_OFF}`,
    };
  }
  const parsed = clusterEventDataSchema.safeParse(data);
  const name = parsed.success ? parsed.data.clusterName : 'A cluster';
  const what = CLUSTER_WORDS[type] ?? type;
  const line = `Cluster "${name}" of account ${accountName} ${what}`;
  const detail = parsed.success
    ? `\n\nCluster: ${parsed.data.clusterName} (${parsed.data.clusterId})\nStatus: ${parsed.data.status} (was ${parsed.data.fromStatus})`
    : '';
  return { subject: `Cluster "${name}" ${what}`, line, body: `${line}.${detail}${SIGN_OFF}` };
}

const CLUSTER_WORDS: Partial<Record<AccountEventType, string>> = {
  'cluster.running': 'is running',
  'cluster.failed': 'failed',
  'cluster.deleted': 'was deleted',
};
