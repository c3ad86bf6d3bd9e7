import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, notifyError, notifyInfo, notifySuccess } from './notify';

const shown = () => {
  const { notifications: visible, queue } = notificationsStore.getState();
  return [...visible, ...queue].map((toast) => `${toast.color} ${toast.title}: ${toast.message}`);
};

describe('toasts: one at a time for one action', () => {
  afterEach(() => notifications.clean());

  it('a form’s refusal, a later refusal and the success of one action show one after the other', () => {
    notifyError('Missing Information', 'Please fill in every required field.', 'publish');
    notifyError('Age Validation Error', 'The student must be at least 18.', 'publish');
    expect(shown()).toEqual(['red Age Validation Error: The student must be at least 18.']);
    notifySuccess('Certificate Published', 'GLT-1 is published.', 'publish');
    expect(shown()).toEqual(['green Certificate Published: GLT-1 is published.']);
  });

  it('keeps two actions’ toasts apart, but never the same words twice', () => {
    notifyError('Error', 'Failed to delete user', 'delete-user');
    notifyInfo('No Reminders to Send', 'No confirmed class in the next 7 days.', 'reminders');
    expect(shown()).toHaveLength(2);
    notifyError('Error', 'Failed to delete user', 'delete-another-user');
    expect(shown()).toHaveLength(2);
  });

  it('closes an action’s failure when it goes well without a toast of its own', () => {
    notifyError('Upload Failed', 'Please try again.', 'image-file');
    dismissToast('image-file');
    expect(shown()).toEqual([]);
  });

  it('gives a replaced toast its full time again', () => {
    const duration = () => notificationsStore.getState().notifications[0]?.autoClose;
    notifyError('Login Failed', 'Invalid email or password', 'login');
    const first = duration();
    notifySuccess('Login Successful', 'Welcome back', 'login');
    const second = duration();
    notifyError('Login Failed', 'Invalid email or password', 'login');
    // A different duration each time restarts Mantine's timer.
    expect(new Set([first, second, duration()]).size).toBe(3);
  });
});
