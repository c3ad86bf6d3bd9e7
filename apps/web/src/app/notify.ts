import { notifications, notificationsStore } from '@mantine/notifications';
import { t } from '../i18n/translate';

/**
 * Toasts (spec, error catalogues): a title and a message, green for success, red for failure.
 *
 * One toast per thing to say, and one per action: every toast names the action it is about (the
 * sign-in, a mutation, a file chosen for upload), and a toast about an action replaces that
 * action's earlier one, so a success closes the failure before it (or the form's own 'Missing
 * Information') instead of standing beside it. A toast identical to one on screen is not shown
 * twice, whatever its action.
 */
type Tone = 'green' | 'red' | 'navy';

/** Spec: a toast stays 5 seconds (Mantine's own default is 4). */
export const TOAST_MS = 5000;

/**
 * A toast replaced by its action's next one (a success after a failure) starts its 5 seconds
 * again. Mantine restarts a toast's timer only when its duration changes, so replacements
 * alternate between 5000 and 5001 ms; otherwise the success would close with the failure's time.
 */
let replacements = 0;

function show(color: Tone, title: string, message: string, action: string) {
  const id = `action:${action}`;
  const { notifications: shown, queue } = notificationsStore.getState();
  const all = [...shown, ...queue];
  if (all.some((toast) => toast.id === id)) {
    replacements += 1;
    notifications.update({ id, title, message, color, autoClose: TOAST_MS + (replacements % 2) });
    return;
  }
  const identical = all.find(
    (toast) => toast.color === color && toast.title === title && toast.message === message,
  );
  if (identical?.id) notifications.hide(identical.id);
  notifications.show({
    id,
    title,
    message,
    color,
    closeButtonProps: { 'aria-label': t('common.closeToast') },
  });
}

export function notifySuccess(title: string, message: string, action: string) {
  show('green', title, message, action);
}

export function notifyError(title: string, message: string, action: string) {
  show('red', title, message, action);
}

/** A toast that reports, neither success nor failure ('No Reminders to Send'). */
export function notifyInfo(title: string, message: string, action: string) {
  show('navy', title, message, action);
}

/** The action went well without a toast of its own: its earlier failure leaves the screen. */
export function dismissToast(action: string) {
  notifications.hide(`action:${action}`);
}
