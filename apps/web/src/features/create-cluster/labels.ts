import type { OpensearchPlugin } from '@datadeck/contracts';

/** Words the wizard and its review share. */
export const PLUGIN_LABELS: Readonly<Record<OpensearchPlugin, string>> = {
  icuPlugin: 'ICU analysis',
  knnPlugin: 'k-NN search',
  alertingPlugin: 'Alerting',
  sqlPlugin: 'SQL',
  anomalyDetectionPlugin: 'Anomaly detection',
  asynchronousSearchPlugin: 'Asynchronous search',
  notificationsPlugin: 'Notifications',
  reportingPlugin: 'Reporting',
  indexManagementPlugin: 'Index management',
};

export const PASSWORD_AUTH_LABEL = 'Password authentication and user authorisation';
