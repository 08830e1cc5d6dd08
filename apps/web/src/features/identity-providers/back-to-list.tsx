import { AnchorLink } from '../../shared/ui/router-links.tsx';

export function BackToList({ accountId }: { accountId: string }) {
  return (
    <AnchorLink to="/accounts/$accountId/settings/identity-providers" params={{ accountId }}>
      Back to identity providers
    </AnchorLink>
  );
}
