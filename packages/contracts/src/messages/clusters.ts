export const CLUSTERS_MESSAGES = {
  createNotPermitted: 'Only an Owner or a Cluster Administrator can create clusters',
  creationNotAllowed: 'Cluster creation is not enabled for this account. Contact support to enable it.',
  created: (name: string) => `Cluster "${name}" is being created`,
  deleteNotPermitted: 'Only an Owner or a Cluster Administrator can delete clusters',
  deleteConfirm: (name: string) => `Type the cluster name (${name}) to confirm deletion. This cannot be undone.`,
  deleteRequested: (name: string) => `Deletion of cluster "${name}" has been requested`,
  deleteConfirmationSent: (email: string) =>
    `A confirmation e-mail has been sent to ${email}. Follow its link to delete the cluster.`,
  deletionConfirmed: (name: string) => `Deletion of cluster "${name}" is confirmed`,
  deletionLinkInvalid: 'This confirmation link is invalid or has expired',
  /** A cluster without client encryption, or not (yet) run by a driver that made it a CA. */
  noCaCertificate: 'This cluster has no CA certificate: its clients connect without TLS, or it is not running yet',
  alreadyDeleting: 'A deletion request has already been lodged for this cluster',
  /** Deletion waits for an update's operation (currentClusterOperationStatus OPERATION_IN_PROGRESS) to end. */
  deleteDuringOperation:
    'This cluster cannot be deleted while an operation (resizing or adding nodes) is in progress. Try again once it has finished.',
  gstNote: '+10% GST',
  pciForced: "PCI compliance mode is on: the account's security settings force it for new clusters",
  prometheusNotice:
    'Metrics are also available to Prometheus from the monitoring API. Calls use HTTP basic authentication with your user name and a Monitoring or Prometheus Monitoring API key.',
} as const;
