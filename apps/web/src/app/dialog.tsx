import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * What focus goes back to when a dialog closes: the element that had it as the dialog opened. A
 * dialog opened from a row's '...' menu had the menu's item focused, which is gone once the menu
 * closes: the menu's button (the element that names the menu) takes focus back instead.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  if (!menu) return active;
  const trigger = menu.getAttribute('aria-labelledby');
  return trigger ? document.getElementById(trigger) : null;
}

/**
 * Every dialog of the app: Mantine's Modal, which gives focus back to its opener when it closes
 * (Escape, Cancel, a save). Mantine's own return only works for a dialog kept mounted and opened by
 * its `opened` prop; most of ours are mounted open and unmounted to close, and some open from a menu.
 */
export function Modal({ opened, ...props }: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  // Read while rendering the dialog open, before its focus trap moves the focus inside it.
  if (opened && !wasOpened.current) opener.current = openerOf(document.activeElement);
  wasOpened.current = opened;

  useEffect(() => {
    if (!opened) return;
    return () => {
      const element = opener.current;
      // After the dialog's own clean-up, which may move focus as it leaves.
      window.setTimeout(() => {
        if (element?.isConnected) element.focus({ preventScroll: true });
      }, 0);
    };
  }, [opened]);

  return <MantineModal opened={opened} returnFocus={false} {...props} />;
}
