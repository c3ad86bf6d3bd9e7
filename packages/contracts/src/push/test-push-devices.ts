// For the push tests (not part of the build): named people's devices on the test push service.
import type { PushService, PushServiceSubscription } from './test-push-service.js';

/**
 * The devices of named people on `service`. `subscribe` makes a device and hands its subscription to
 * `register` (the owner's own `push.subscribe` call); `pushesOf(action)` answers what the devices
 * received because of `action`, each message's payload with its owner's name as `to`, in name order.
 * A refused push (a bad signature or encryption: a bug in the sender) throws.
 */
export function namedDevices(service: PushService) {
  const owners = new Map<string, string>();
  return {
    async subscribe(
      name: string,
      applicationServerKey: string,
      register: (subscription: PushServiceSubscription) => Promise<unknown>,
    ): Promise<void> {
      const subscription = service.subscribe({ applicationServerKey });
      await register(subscription);
      owners.set(subscription.endpoint, name);
    },
    async pushesOf(action: () => Promise<unknown>) {
      const before = service.received.length;
      await action();
      if (service.refused.length > 0) {
        throw new Error(`the push service refused: ${JSON.stringify(service.refused)}`);
      }
      return service.received
        .slice(before)
        .map((message) => ({ to: owners.get(message.endpoint), ...(message.payload as object) }))
        .sort((a, b) => String(a.to).localeCompare(String(b.to)));
    },
  };
}
