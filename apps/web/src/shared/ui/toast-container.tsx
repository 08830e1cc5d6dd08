import { LIMITS } from '@datadeck/contracts';
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

/** Mantine's toast container and its styles: a chunk of its own, which `Toasts` loads on demand. */
export function ToastContainer() {
  return <Notifications autoClose={LIMITS.toastMs} />;
}
