import { createECDH } from 'node:crypto';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { base64urlBytes, PUSH_P256DH_MESSAGE, type PushSubscribeInput } from './push.schema.js';
import { pushEndpointAllowed } from './push-endpoints.js';

/** A user's newest subscriptions (browsers, devices) kept; subscribing more drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/** Whether the bytes are a point of P-256: encrypting to any other key fails at every send. */
function onCurve(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(base64urlBytes(p256dh) ?? []));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the browser's subscription for the user. An endpoint belongs to one browser profile, so
 * one already stored (another account signed in there before) moves to this user.
 */
export async function subscribe(ctx: Context, user: SessionUser, input: PushSubscribeInput): Promise<void> {
  if (!pushEndpointAllowed(input.endpoint, ctx.push.endpointHosts)) {
    throw new AppError('BAD_REQUEST', 'The subscription endpoint is not a push service this server sends to');
  }
  if (!onCurve(input.keys.p256dh)) throw new AppError('BAD_REQUEST', PUSH_P256DH_MESSAGE);
  const fields = {
    userId: user.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: ctx.client.userAgent?.slice(0, 500) ?? null,
    createdAt: ctx.now(),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pushSubscriptions')
      .values({ endpoint: input.endpoint, ...fields })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(fields))
      .execute();
    const kept = trx
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('userId', '=', user.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(MAX_SUBSCRIPTIONS_PER_USER);
    await trx
      .deleteFrom('pushSubscriptions')
      .where('userId', '=', user.id)
      .where('id', 'not in', kept)
      .execute();
  });
}

/** Forgets the caller's own subscription; another user's endpoint, or an unknown one, is left alone. */
export async function unsubscribe(ctx: Context, user: SessionUser, endpoint: string): Promise<void> {
  await ctx.db
    .deleteFrom('pushSubscriptions')
    .where('endpoint', '=', endpoint)
    .where('userId', '=', user.id)
    .execute();
}
