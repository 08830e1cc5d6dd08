import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/**
 * The toast container, loaded when the first toast is shown: most visits show none, and it is one
 * of the larger pieces of Mantine (transitions, portal). A toast waits in Mantine's store, which
 * `notifications.show` writes, until the container has loaded and shows it.
 */
const ToastContainer = lazy(async () => ({ default: (await import('./toast-container.tsx')).ToastContainer }));

export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Once loaded it stays, so the last toast still leaves with its transition.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
