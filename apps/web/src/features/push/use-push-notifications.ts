import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../app/notify';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { applicationServerKey, pushState, sameKey } from './push-state';

/** The service worker that shows the pushed notifications; the whole site is its scope. */
const SERVICE_WORKER = '/sw.js';
const PUSH_TOAST = 'push-notifications';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

const currentPermission = (): NotificationPermission => (supported() ? Notification.permission : 'default');

/** This browser's push subscription, if any (without registering the worker when there is none). */
async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function subscriptionInput(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

/** Follows the notification permission when the user changes it in the browser's settings. */
function usePermission() {
  const [permission, setPermission] = useState(currentPermission);
  useEffect(() => {
    if (!supported() || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    const update = () => setPermission(currentPermission());
    void navigator.permissions
      .query({ name: 'notifications' })
      .then((answer) => {
        status = answer;
        status.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, []);
  return [permission, setPermission] as const;
}

/**
 * The push subscription of this browser for the signed-in user: its state for the card, and
 * enable (permission, /sw.js, subscribe with the server's VAPID key, hand it to the server) and
 * disable (the server forgets it, the browser drops it).
 */
export function usePushNotifications() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [permission, setPermission] = usePermission();
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(
    supported() ? undefined : null,
  );
  const [busy, setBusy] = useState(false);
  const subscribe = useMutation(trpc.push.subscribe.mutationOptions());
  const unsubscribe = useMutation(trpc.push.unsubscribe.mutationOptions());
  const { mutate: resend } = subscribe;

  useEffect(() => {
    if (!supported()) return;
    let current = true;
    void existingSubscription()
      .then((found) => {
        if (!current) return;
        setSubscription(found);
        // The server may have dropped it (the push service said it expired): hand it over again.
        if (found && Notification.permission === 'granted') resend(subscriptionInput(found));
      })
      .catch(() => current && setSubscription(null));
    return () => {
      current = false;
    };
  }, [resend]);

  const enable = async () => {
    setBusy(true);
    try {
      const answer =
        Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        notifyError(t('push.permissionDenied'), t('push.permissionDeniedText'), PUSH_TOAST);
        return;
      }
      await navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await queryClient.fetchQuery(trpc.push.vapidPublicKey.queryOptions());
      const key = applicationServerKey(publicKey);
      let made = await registration.pushManager.getSubscription();
      if (made && !sameKey(made.options?.applicationServerKey, key)) {
        await made.unsubscribe();
        made = null;
      }
      made ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      await subscribe.mutateAsync(subscriptionInput(made));
      setSubscription(made);
      notifySuccess(t('push.enabledTitle'), t('push.enabledText'), PUSH_TOAST);
    } catch (error) {
      notifyError(
        t('push.subscriptionFailed'),
        serverMessage(error, t('push.subscriptionFailedText')),
        PUSH_TOAST,
      );
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    if (!subscription) return;
    setBusy(true);
    try {
      await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
      setSubscription(null);
      notifySuccess(t('push.disabledTitle'), t('push.disabledText'), PUSH_TOAST);
    } catch (error) {
      notifyError(t('common.error'), serverMessage(error, t('push.disableFailed')), PUSH_TOAST);
    } finally {
      setBusy(false);
    }
  };

  const state = pushState({
    supported: supported(),
    permission,
    subscribed: subscription === undefined ? undefined : subscription !== null,
  });
  return { state, busy, enable, disable };
}
