import { ComingWithNotice } from './coming-with-notice.tsx';

export function CreateClusterPage() {
  return <ComingWithNotice title="Create Cluster" subject="Cluster creation" />;
}
