import { ROLE_LABELS, type Account } from '@datadeck/contracts';
import { useCan } from '../../shared/auth/use-can.ts';

export type CreateClusterAvailability = { allowed: true } | { allowed: false; reason: string };

/** Creating needs CREATE_CLUSTER on the account and the account's cluster-creation-allowed flag. */
export function useCreateClusterAvailability(account: Account): CreateClusterAvailability {
  const canCreate = useCan('CREATE_CLUSTER');
  if (!canCreate) {
    return { allowed: false, reason: `Your role on this account (${ROLE_LABELS[account.role]}) cannot create clusters.` };
  }
  if (!account.clusterCreationAllowed) {
    return { allowed: false, reason: 'Cluster creation is not enabled for this account. Contact support to enable it.' };
  }
  return { allowed: true };
}
