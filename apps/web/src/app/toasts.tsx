import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container with its styles: a chunk of its own, see NotificationsHost. Bottom right on
 * wide screens (clear of the header's buttons); at the top on phones, where a dialog's buttons sit
 * at the bottom of the screen.
 */
export function Toasts() {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'top-center' : 'bottom-right'} />;
}
