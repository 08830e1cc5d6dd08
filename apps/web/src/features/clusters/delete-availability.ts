import { type ClusterDetails, CLUSTERS_MESSAGES } from '@datadeck/contracts';
import { useCan } from '../../shared/auth/use-can.ts';

export type DeleteAvailability = { allowed: true } | { allowed: false; reason: string };

type DeletionState = Pick<
  ClusterDetails,
  'status' | 'deleteRequestDate' | 'deletionAwaitingConfirmation' | 'operation'
>;

/** A request was lodged (or awaits its e-mailed confirmation), or the cluster is already going. */
export function deletionRequested(cluster: DeletionState): boolean {
  return (
    cluster.deleteRequestDate !== null ||
    cluster.deletionAwaitingConfirmation ||
    cluster.status === 'DELETING' ||
    cluster.status === 'DELETED'
  );
}

/**
 * Whether the Delete Cluster button works, and if not, the reason shown beside it. A lodged
 * request comes first, then an update's operation under way (the server refuses a deletion
 * meanwhile, with the same words): both are true for every role, and say more than the role would.
 */
export function useDeleteAvailability(cluster: DeletionState): DeleteAvailability {
  const canDelete = useCan('DELETE_CLUSTER');
  if (deletionRequested(cluster)) return { allowed: false, reason: CLUSTERS_MESSAGES.alreadyDeleting };
  if (cluster.operation !== undefined) return { allowed: false, reason: CLUSTERS_MESSAGES.deleteDuringOperation };
  if (!canDelete) return { allowed: false, reason: CLUSTERS_MESSAGES.deleteNotPermitted };
  return { allowed: true };
}
