import { notifications } from '@mantine/notifications';

/** Toasts (spec, error catalogues): a title and a message, green for success, red for failure. */
export function notifySuccess(title: string, message: string) {
  notifications.show({ title, message, color: 'green' });
}

export function notifyError(title: string, message: string) {
  notifications.show({ title, message, color: 'red' });
}

/** A toast that reports, neither success nor failure ('No Reminders to Send'). */
export function notifyInfo(title: string, message: string) {
  notifications.show({ title, message, color: 'navy' });
}
