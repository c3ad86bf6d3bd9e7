import type { Agent } from 'node:https';
import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Role } from '../auth/auth.schema.js';
import { errorMessage } from '../errors.js';
import type { PushPayload } from './push.schema.js';
import { BROWSER_PUSH_HOSTS, pushEndpointAllowed } from './push-endpoints.js';
import { assertVapidKeys, storedVapidKeys, type VapidKeys } from './vapid-keys.js';

/** Who a notification goes to: these users and everyone of these roles (active accounts), but one. */
export interface PushRecipients {
  userIds?: readonly string[];
  roles?: readonly Role[];
  /** The person whose action it is: they know already. */
  except?: string | null;
}

/** Where a failed delivery is told: the API's logger. */
export interface PushLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Web push delivery, one subscription at a time: the delivery worker calls it for each queued
 * notification (jobs/deliveries.ts); procedures queue them with `queuePush`.
 */
export interface PushSender {
  /** The hosts subscriptions may name (the browsers' push services unless configured). */
  readonly endpointHosts: readonly string[];
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey(): Promise<string>;
  /**
   * Delivers to one subscription. A subscription since removed, or one on a host no longer
   * allowed, is nothing to do; one its push service says is gone (404, 410) is deleted. Any other
   * failure rejects, so the job is tried again.
   */
  deliver(subscriptionId: string, payload: PushPayload): Promise<void>;
}

export interface PushSenderOptions {
  db: Kysely<DB>;
  /** VAPID keys from the environment; without them, the keys kept in the settings table. */
  vapidKeys?: VapidKeys;
  /** The `sub` of every VAPID token: how a push service reaches the sender. */
  subject?: string;
  /** Replaces BROWSER_PUSH_HOSTS (PUSH_ENDPOINT_HOSTS). */
  endpointHosts?: readonly string[];
  /** The HTTPS agent to post with: a test trusts its push service's certificate through one. */
  agent?: Agent;
  log?: PushLog;
  /** Socket timeout of one delivery. */
  timeoutMs?: number;
  /** How long a push service keeps a message for a device that is offline. */
  ttlSeconds?: number;
}

const DEFAULT_SUBJECT = 'mailto:admin@localhost';
const silent: PushLog = { warn: () => undefined };

export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, agent, log = silent, timeoutMs = 5000, ttlSeconds = 24 * 60 * 60 } = options;
  const endpointHosts = options.endpointHosts ?? BROWSER_PUSH_HOSTS;
  const subject = options.subject ?? DEFAULT_SUBJECT;
  const fixedKeys = options.vapidKeys && assertVapidKeys(options.vapidKeys);
  let storedKeys: Promise<VapidKeys> | undefined;
  const keys = (): Promise<VapidKeys> => {
    if (fixedKeys) return Promise.resolve(fixedKeys);
    storedKeys ??= storedVapidKeys(db).catch((error: unknown) => {
      storedKeys = undefined;
      throw error;
    });
    return storedKeys;
  };

  async function deliver(subscriptionId: string, payload: PushPayload): Promise<void> {
    const subscription = await db
      .selectFrom('pushSubscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('id', '=', subscriptionId)
      .executeTakeFirst();
    if (!subscription) return;
    const host = URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint).host : 'unknown';
    if (!pushEndpointAllowed(subscription.endpoint, endpointHosts)) {
      log.warn({ host }, 'push skipped: the endpoint is not on the allowed push hosts');
      return;
    }
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { vapidDetails: { subject, ...(await keys()) }, TTL: ttlSeconds, timeout: timeoutMs, agent },
      );
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        // The browser dropped the subscription: it will never take a message again.
        await db.deleteFrom('pushSubscriptions').where('id', '=', subscription.id).execute();
        log.warn({ host, status }, 'push subscription gone: deleted');
        return;
      }
      // The message only: a push service's error carries the endpoint, which is the subscription's secret.
      log.warn({ host, status, error: errorMessage(error) }, 'push could not be delivered');
      throw new Error(`The push service at ${host} answered ${status ?? errorMessage(error)}`);
    }
  }

  return { endpointHosts, publicKey: async () => (await keys()).publicKey, deliver };
}
