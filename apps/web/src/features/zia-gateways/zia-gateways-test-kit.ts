import {
  api,
  createZiaGatewayBodySchema,
  type Account,
  type Me,
  type Role,
  type ZiaGateway,
} from '@datadeck/contracts';
import { screen, within } from '@testing-library/react';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

export const gatewaysPage = `/accounts/${ACCOUNT_ID}/cluster-resources/zia-gateway`;
export const NEW_GATEWAY_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

export const gateway = (overrides: Partial<ZiaGateway> & { id: string; name: string }): ZiaGateway => ({
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  pci: false,
  status: 'RUNNING',
  clusters: [],
  ...overrides,
});

export type GatewayCall = { call: 'add' | 'delete'; body?: unknown; gatewayId?: string };

type ServeOptions = {
  role?: Role;
  gateways?: ZiaGateway[];
  /** Answers a change instead of the fake's state; the request is recorded all the same. */
  answer?: (request: FakeRequest, call: GatewayCall['call']) => Reply | undefined;
};

/** A fake server of one account with the ZIA feature on, keeping its gateways; returns the calls made. */
export function serveGateways({ role = 'OWNER', gateways = [], answer }: ServeOptions = {}) {
  const calls: GatewayCall[] = [];
  const state = { gateways: [...gateways] };
  const caller: Me = signedInAs(role).me;
  const theAccount: Account = {
    ...account,
    role,
    features: { ...account.features, zeroInboundAccessConsoleView: true },
  };
  const fetchMock = stubApi([
    [api.auth.me, () => ok(caller)],
    [api.accounts.get, () => ok(theAccount)],
    [api.ziaGateways.list, () => ok({ gateways: state.gateways })],
    [
      api.ziaGateways.add,
      (request) => {
        calls.push({ call: 'add', body: request.body });
        const refused = answer?.(request, 'add');
        if (refused) return refused;
        // The server's own schema reads the body: a body it would refuse fails the test here.
        const body = createZiaGatewayBodySchema.parse(request.body);
        const added = gateway({ id: NEW_GATEWAY_ID, name: body.name, region: body.region, status: 'PROVISIONING' });
        state.gateways = [...state.gateways, added];
        return { status: 201, body: added };
      },
    ],
    [
      api.ziaGateways.delete,
      (request) => {
        const gatewayId = request.params.gatewayId ?? '';
        calls.push({ call: 'delete', gatewayId });
        const refused = answer?.(request, 'delete');
        if (refused) return refused;
        state.gateways = state.gateways.map((g) => (g.id === gatewayId ? { ...g, status: 'TERMINATING' } : g));
        const terminated = state.gateways.find((g) => g.id === gatewayId);
        return { status: 202, body: terminated };
      },
    ],
  ]);
  return { calls, fetchMock, state };
}

export async function openGateways() {
  const view = renderApp(gatewaysPage);
  await screen.findByRole('heading', { level: 2, name: 'ZIA Gateway' });
  return view;
}

export const gatewayTable = () => screen.findByRole('table', { name: 'ZIA gateways' });

export const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
