/**
 * The outside system a journey's webhooks go to: an HTTPS receiver on 127.0.0.1 that checks each
 * delivery's signature with the Standard Webhooks library.
 *
 *   const receiver = await startE2EWebhookReceiver();
 *   ... the admin adds an endpoint `${receiver.origin}/hooks/erp` and copies its secret ...
 *   receiver.trust('/hooks/erp', secret);
 *   const [ping] = await receiver.waitFor('/hooks/erp', 1);   // ping.verified, ping.event.type
 *   await receiver.close();
 *
 * playwright.config.ts calls prepareWebhookReceiver() first: it picks the port, which the e2e server
 * is told to post to (WEBHOOK_ALLOW_HOSTS, a private address); the receiver uses the push service's
 * certificate, which the server already trusts (NODE_EXTRA_CA_CERTS, tests/push).
 */

import { pushServiceCertificateIn } from '../../packages/contracts/src/push/test-push-service.ts';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../packages/contracts/src/webhooks/test-webhook-receiver.ts';
import { findFreePort } from '../free-port.ts';

export type { WebhookReceiver };

/** For playwright.config.ts: the receiver's port of the run; answers the e2e server's variable. */
export async function prepareWebhookReceiver(): Promise<{ WEBHOOK_ALLOW_HOSTS: string }> {
  process.env.E2E_WEBHOOK_PORT ??= String(await findFreePort());
  return { WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${process.env.E2E_WEBHOOK_PORT}` };
}

/** The receiver the e2e server may post to (its port, the push service's certificate); close it when done. */
export function startE2EWebhookReceiver(): Promise<WebhookReceiver> {
  const dir = process.env.E2E_PUSH_DIR;
  const port = Number(process.env.E2E_WEBHOOK_PORT);
  if (!dir || !port)
    throw new Error('the webhook receiver runs in tests started through playwright.config.ts');
  return startWebhookReceiver({ port, certificate: pushServiceCertificateIn(dir) });
}
