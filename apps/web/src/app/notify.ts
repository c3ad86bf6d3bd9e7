import { notifications } from '@mantine/notifications';

/** Toasts (spec, error catalogues): a title and a message, green for success, red for failure. */
export function notifySuccess(title: string, message: string) {
  notifications.show({ title, message, color: 'green' });
}

export function notifyError(title: string, message: string) {
  notifications.show({ title, message, color: 'red' });
}
