import { LIMITS } from '@datadeck/contracts';
import { lazy, Suspense } from 'react';

/**
 * The toast container, loaded after the first render: no page needs it to draw, and it is one
 * of the larger pieces of the first load. A toast shown earlier waits in Mantine's store.
 */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={LIMITS.toastMs} />
    </Suspense>
  );
}
