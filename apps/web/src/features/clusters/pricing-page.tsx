import { ComingWithNotice } from './coming-with-notice.tsx';

export function PricingPage() {
  return <ComingWithNotice title="Pricing" subject="Pricing" />;
}
