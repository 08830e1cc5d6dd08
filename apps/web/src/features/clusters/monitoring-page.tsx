import { ComingWithNotice } from './coming-with-notice.tsx';

export function MonitoringPage() {
  return <ComingWithNotice title="Cluster monitoring" subject="Cluster monitoring" />;
}
