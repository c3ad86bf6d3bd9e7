import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_MS } from './notify';

const TOAST_LIMIT = 3;

/**
 * The height of the toasts at the top of the screen, as the CSS variable --toast-stack-height on
 * the page: a dialog moves down by it (global.css), so a toast never covers the dialog in use.
 */
function useToastStackHeight() {
  useEffect(() => {
    const root = document.documentElement;
    let observer: ResizeObserver | undefined;
    let frame = 0;
    // The container is portalled in once mounted: wait the frame or two it takes.
    const watch = () => {
      const stack = document.querySelector<HTMLElement>(
        '.mantine-Notifications-root[data-position="top-center"]',
      );
      if (!stack) {
        frame = requestAnimationFrame(watch);
        return;
      }
      observer = new ResizeObserver(() => {
        // From the top of the screen to the last toast's bottom edge; nothing while no toast shows.
        const { height, bottom } = stack.getBoundingClientRect();
        root.style.setProperty('--toast-stack-height', `${height > 0 ? Math.ceil(bottom) : 0}px`);
      });
      observer.observe(stack);
    };
    watch();
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      root.style.removeProperty('--toast-stack-height');
    };
  }, []);
}

/**
 * The toasts' container with its styles: a chunk of its own, see NotificationsHost. At the top
 * centre of every screen, under the header (global.css), with any open dialog moved
 * down below them: a dialog's buttons sit at its bottom, where a toast in a corner would cover them.
 * A few at a time; more wait their turn.
 */
export function Toasts() {
  useToastStackHeight();
  return <Notifications position="top-center" autoClose={TOAST_MS} limit={TOAST_LIMIT} />;
}
