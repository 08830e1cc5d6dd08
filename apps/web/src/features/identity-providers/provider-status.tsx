import { Badge } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';

/** SPEC §4: enabled is Active, else Inactive. Shades with text at 4.5:1 or more in both themes. */
export function ProviderStatus({ enabled }: { enabled: boolean }) {
  return (
    <Badge color={enabled ? 'green.6' : 'gray.7'} autoContrast style={{ flexShrink: 0 }}>
      {enabled ? 'Active' : 'Inactive'}
    </Badge>
  );
}
