import { type Account, CLUSTERS_MESSAGES } from '@datadeck/contracts';
import { useCan } from '../../shared/auth/use-can.ts';

export type CreateClusterAvailability = { allowed: true } | { allowed: false; reason: string };

/** Creating needs CREATE_CLUSTER on the account and the account's cluster-creation-allowed flag. */
export function useCreateClusterAvailability(account: Account): CreateClusterAvailability {
  const canCreate = useCan('CREATE_CLUSTER');
  if (!canCreate) {
    return { allowed: false, reason: CLUSTERS_MESSAGES.createNotPermitted };
  }
  if (!account.clusterCreationAllowed) {
    return { allowed: false, reason: CLUSTERS_MESSAGES.creationNotAllowed };
  }
  return { allowed: true };
}
