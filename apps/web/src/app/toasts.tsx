import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

const PHONE = '(max-width: 36em)';
/** Spec: a toast stays 5 seconds (Mantine's own default is 4). */
const TOAST_MS = 5000;

/**
 * The height of the toasts at the top of a phone's screen, as the CSS variable --toast-stack-height
 * on the page: a dialog moves down by it (global.css), so a toast never covers the dialog in use.
 */
function useToastStackHeight(phone: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const stack = document.querySelector<HTMLElement>(
      '.mantine-Notifications-root[data-position="top-center"]',
    );
    if (!phone || !stack) {
      root.style.removeProperty('--toast-stack-height');
      return;
    }
    const observer = new ResizeObserver(() => {
      // From the top of the screen to the last toast's bottom edge; nothing while no toast shows.
      const { height, bottom } = stack.getBoundingClientRect();
      root.style.setProperty('--toast-stack-height', `${height > 0 ? Math.ceil(bottom) : 0}px`);
    });
    observer.observe(stack);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-stack-height');
    };
  }, [phone]);
}

/**
 * The toasts' container with its styles: a chunk of its own, see NotificationsHost. Bottom right on
 * wide screens (clear of the header's buttons); at the top on phones, where a dialog's buttons sit
 * at the bottom of the screen, with any open dialog moved down below them.
 */
export function Toasts() {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  useToastStackHeight(phone);
  return <Notifications position={phone ? 'top-center' : 'bottom-right'} autoClose={TOAST_MS} />;
}
