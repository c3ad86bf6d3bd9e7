// A webhook receiver for tests (not part of the build): what an outside system runs, on 127.0.0.1
// over HTTPS, checking each delivery's signature with the Standard Webhooks library as a receiver
// would. vitest (contracts, api) and the browser journeys (tests/webhooks) share it.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { createPushServiceCertificate, type PushServiceCertificate } from '../push/test-push-service.js';

/** One request the receiver took, its signature checked against the endpoint's secret. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The body parsed: `{ type, timestamp, data }`. */
  event: { type: string; timestamp: string; data: unknown };
  /** Whether the signature verified (Webhook.verify: signature and timestamp). */
  verified: boolean;
  /** What the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  /** `https://127.0.0.1:<port>`. */
  readonly origin: string;
  readonly certificate: PushServiceCertificate;
  readonly received: ReceivedWebhook[];
  /** The secret an endpoint's deliveries are checked with (known once the endpoint is made). */
  trust(path: string, secret: string): void;
  /** The next answers to a path, in order (then 200 again). */
  answer(path: string, ...statuses: number[]): void;
  /** The requests to a path once `count` have come (within `timeoutMs`). */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

function headersOf(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

/** Starts a receiver on 127.0.0.1 (`port` 0: any free port), with a certificate of its own or the one given. */
export async function startWebhookReceiver(
  options: { port?: number; certificate?: PushServiceCertificate } = {},
): Promise<WebhookReceiver> {
  const certificate = options.certificate ?? createPushServiceCertificate();
  const secrets = new Map<string, string>();
  const planned = new Map<string, number[]>();
  const received: ReceivedWebhook[] = [];
  const listeners = new Set<() => void>();

  const server: Server = createServer(
    { cert: readFileSync(certificate.certPath), key: readFileSync(certificate.keyPath) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = headersOf(req.headers);
        const secret = secrets.get(path);
        let verified = false;
        try {
          if (secret) verified = Boolean(new Webhook(secret).verify(body, headers));
        } catch {
          verified = false;
        }
        const status = planned.get(path)?.shift() ?? 200;
        let event: ReceivedWebhook['event'] = { type: '', timestamp: '', data: null };
        try {
          event = JSON.parse(body) as ReceivedWebhook['event'];
        } catch {
          // Kept as received: the test sees an event without a type.
        }
        received.push({ path, headers, body, event, verified, status });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
        for (const listener of listeners) listener();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const forPath = (path: string) => received.filter((each) => each.path === path);

  return {
    origin: `https://127.0.0.1:${port}`,
    certificate,
    received,
    trust: (path, secret) => secrets.set(path, secret),
    answer: (path, ...statuses) => planned.set(path, [...(planned.get(path) ?? []), ...statuses]),
    waitFor: (path, count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (forPath(path).length < count) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(forPath(path));
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(`${path}: ${forPath(path).length} of ${count} webhook requests in ${timeoutMs} ms`),
          );
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
