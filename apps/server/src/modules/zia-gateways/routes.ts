import { api } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { ziaGatewayEngine } from './engine.ts';
import { ziaGatewayService } from './service.ts';

/** ZIA gateways; the binder lets in VIEW_CLUSTERS to read, CREATE_/DELETE_CLUSTER to change. */
export function ziaGatewayRoutes(bind: Bind, ctx: AppContext): void {
  const gateways = ziaGatewayService(ctx, ziaGatewayEngine(ctx));
  bind(api.ziaGateways.list, ({ account }) => gateways.list(account.id));
  bind(api.ziaGateways.add, ({ account, caller, request, body }) =>
    gateways.create(account.id, actorOf(caller, request), body),
  );
  bind(api.ziaGateways.delete, ({ account, caller, request, params }) =>
    gateways.terminate(account.id, actorOf(caller, request), params.gatewayId),
  );
  bind(api.ziaGateways.associatedClusters, ({ account, params }) =>
    gateways.associatedClusters(account.id, params.gatewayId),
  );
}
