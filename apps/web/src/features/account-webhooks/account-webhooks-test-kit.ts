import {
  api,
  updateAccountWebhooksBodySchema,
  type Account,
  type AccountDetails,
  type AccountWebhook,
  type Me,
  type WebhookDelivery,
  type WebhookType,
} from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const webhooksPage = `/accounts/${ACCOUNT_ID}/settings/account-webhooks`;
export const ORGANISATION_ID = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
export const SUPPORT_URL = 'https://hooks.slack.com/services/T0/B0/support';
export const MAINTENANCE_URL = 'https://example.com/maintenance-hook';
export const NEW_SECRET = 'whsec_0123456789abcdef0123456789abcdef';

export const webhook = (type: WebhookType, url: string): AccountWebhook => ({
  type,
  url,
  updatedAt: '2030-01-02T09:00:00.000Z',
});

export function delivery(overrides: Partial<WebhookDelivery> & { id: string }): WebhookDelivery {
  return {
    webhookType: 'SUPPORT',
    eventType: 'cluster.failed',
    status: 'DELIVERED',
    attempts: 1,
    responseCode: 200,
    error: null,
    createdAt: '2030-01-02T10:00:00.000Z',
    lastAttemptAt: '2030-01-02T10:00:01.000Z',
    ...overrides,
  };
}

export const detailsWith = (organisation: AccountDetails['organisation']): AccountDetails => ({
  id: ACCOUNT_ID,
  name: account.name,
  companyName: 'Acme',
  accountType: 'AWS_SAAS',
  supportContacts: 'help@example.com',
  emergencyContacts: '',
  maintenanceContacts: '',
  organisation,
});

export const organisation = (callerIsOwner: boolean): NonNullable<AccountDetails['organisation']> => ({
  id: ORGANISATION_ID,
  name: 'Acme Group',
  supportContacts: 'group@example.com',
  emergencyContacts: 'group@example.com',
  callerIsOwner,
});

export type WebhookCall = { call: 'update' | 'delete' | 'test'; type?: string; body?: unknown };

type ServeOptions = {
  webhooks?: AccountWebhook[];
  deliveries?: () => WebhookDelivery[];
  details?: AccountDetails;
  /** Answers the webhooks' load instead of the stored ones (e.g. a server that cannot be reached). */
  load?: () => Reply;
  /** Answers a change instead of the fake's state; the request is recorded all the same. */
  answer?: (request: FakeRequest, call: WebhookCall['call']) => Reply | undefined;
  /** Scheduled database maintenance is on (the staff switch, read through /v1/me). */
  maintenance?: boolean;
};

/** A fake webhooks server that keeps the webhooks; returns the changes it was asked for. */
export function serveWebhooks({
  webhooks = [webhook('SUPPORT', SUPPORT_URL)],
  deliveries = () => [],
  details = detailsWith(null),
  load,
  answer,
  maintenance = false,
}: ServeOptions = {}) {
  const calls: WebhookCall[] = [];
  let stored = [...webhooks];
  const owner: Me = signedInAs('OWNER', { features: { databaseMaintenance: maintenance } }).me;
  const theAccount: Account = signedInAs('OWNER').account;
  const fetchMock = stubApi([
    [api.auth.me, () => ok(owner)],
    [api.accounts.get, () => ok(theAccount)],
    [api.accountDetails.get, () => ok(details)],
    [api.accountWebhooks.get, load ?? (() => ok({ webhooks: stored }))],
    [api.accountWebhooks.deliveries, () => ok({ deliveries: deliveries() })],
    [
      api.accountWebhooks.update,
      (request) => {
        calls.push({ call: 'update', body: request.body });
        const refused = answer?.(request, 'update');
        if (refused) return refused;
        // The server's own schema reads the body: a body it would refuse fails the test here.
        const body = updateAccountWebhooksBodySchema.parse(request.body);
        const before = stored;
        const urls: [WebhookType, string][] = [
          ['SUPPORT', body.supportWebhook],
          ['MAINTENANCE', body.maintenanceWebhook],
        ];
        stored = urls.filter(([, url]) => url !== '').map(([type, url]) => webhook(type, url));
        const changed = stored.filter((hook) => !before.some((old) => old.type === hook.type && old.url === hook.url));
        return ok({ webhooks: stored, secrets: changed.map(({ type }) => ({ type, secret: NEW_SECRET })) });
      },
    ],
    [
      api.accountWebhooks.delete,
      (request) => {
        calls.push({ call: 'delete', type: request.params.type });
        const refused = answer?.(request, 'delete');
        if (refused) return refused;
        stored = stored.filter((hook) => hook.type !== request.params.type);
        return { status: 204 };
      },
    ],
    [
      api.accountWebhooks.test,
      (request) => {
        calls.push({ call: 'test', type: request.params.type });
        return answer?.(request, 'test') ?? ok({ delivered: true, responseCode: 200, error: null });
      },
    ],
  ]);
  return { calls, fetchMock };
}

export async function openWebhooks() {
  const view = renderApp(webhooksPage);
  await screen.findByRole('heading', { level: 2, name: 'Account Webhooks' });
  return view;
}

export const webhookTable = () => screen.getByRole('table', { name: 'Webhooks' });
export const deliveryTable = () => screen.findByRole('table', { name: 'Delivery log' });

export const rowOf = (table: HTMLElement, text: string) => {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
};
