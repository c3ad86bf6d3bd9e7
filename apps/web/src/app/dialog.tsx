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
 * Where focus goes when its opener is gone (a row deleted from its own menu): the heading of the
 * page's main content (a console tab's title, else the page's), made focusable by script only, not by Tab.
 */
function headingOfPage(): HTMLElement | null {
  const heading =
    document.querySelector<HTMLElement>('main h2') ?? document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * The opener can still be there when the dialog closes and go a moment later (a deleted row leaves
 * once the list is fetched again): if focus went with it, the page's heading takes it.
 */
function focusHeadingIfRemoved(element: HTMLElement) {
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    observer.disconnect();
    if (document.activeElement === document.body || !document.activeElement) {
      headingOfPage()?.focus({ preventScroll: true });
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), 5000);
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
        if (!element) return;
        if (element.isConnected) {
          element.focus({ preventScroll: true });
          focusHeadingIfRemoved(element);
        } else headingOfPage()?.focus({ preventScroll: true });
      }, 0);
    };
  }, [opened]);

  return <MantineModal opened={opened} returnFocus={false} {...props} />;
}
