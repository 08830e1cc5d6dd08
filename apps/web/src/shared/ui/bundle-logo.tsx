import { BUNDLE_LABELS, type ClusterCard } from '@datadeck/contracts';

type BundleType = ClusterCard['mainApplication']['bundleType'];

/** A bundle's logo as the server names it (`/logos/<bundle>.svg`), labelled for screen readers. */
export function BundleLogo({ bundleType, size }: { bundleType: BundleType; size: number }) {
  return (
    <img src={bundleType.logoSrc} alt={BUNDLE_LABELS[bundleType.name]} width={size} height={size} loading="lazy" />
  );
}
