import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

/**
 * Mounts the toasts' container with the first toast. Only the lazy chunks (login dialog, reset page,
 * portals) show toasts, so the public pages do not download the container (about 15 kB) up front;
 * toasts shown before it arrives wait in Mantine's store.
 */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notifications.length > 0) setNeeded(true);
  }, [notifications.length]);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
