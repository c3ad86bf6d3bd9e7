// A push service for tests (not part of the build): what a browser vendor runs, on 127.0.0.1.
// Node built-ins only, so vitest (contracts, api) and Playwright (tests/push/push-service.ts) share it;
// test-push-protocol.ts holds its checks.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decryptPush, type PushDeviceKeys, Refusal, verifyVapid } from './test-push-protocol.js';

export { decryptPush, verifyVapid };

export interface PushServiceCertificate {
  certPath: string;
  keyPath: string;
}

/** Where a folder keeps the service's certificate and key. */
export function pushServiceCertificateIn(dir: string): PushServiceCertificate {
  return { certPath: join(dir, 'push-service.crt'), keyPath: join(dir, 'push-service.key') };
}

/** A self-signed certificate for IP 127.0.0.1, made with openssl; its own CA (NODE_EXTRA_CA_CERTS). */
export function createPushServiceCertificate(
  dir: string = mkdtempSync(join(tmpdir(), 'tc-push-')),
): PushServiceCertificate {
  const { certPath, keyPath } = pushServiceCertificateIn(dir);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', keyPath, '-out', certPath, '-days', '2', '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  return { certPath, keyPath };
}

/** A browser's subscription as PushSubscription.toJSON() gives it: what the server is handed. */
export interface PushServiceSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** One push message the service took: checked, and decrypted with the subscription's keys. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload. */
  text: string;
  /** The payload parsed as JSON (undefined when it is not JSON). */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID token's claims and the key it was verified with. */
  vapid: { publicKey: string; subject: string; audience: string; expiresAt: Date };
}

/** A request the service refused (bad VAPID token, bad encryption): a bug in the sender. */
export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

export interface PushService {
  /** https://127.0.0.1:<port> */
  readonly origin: string;
  /** 127.0.0.1:<port>: the PUSH_ENDPOINT_HOSTS entry for this service. */
  readonly host: string;
  readonly certificate: PushServiceCertificate;
  /** An HTTPS agent that trusts the service's certificate (web-push's `agent` option). */
  readonly agent: Agent;
  readonly received: ReceivedPush[];
  readonly refused: RefusedPush[];
  /**
   * A new subscription, as a browser would make one: a P-256 key pair and an auth secret. With
   * `applicationServerKey`, pushes signed with another VAPID key are refused (403), as real services do.
   */
  subscribe(options?: { applicationServerKey?: string }): PushServiceSubscription;
  /** Answer this status (410, 404, 500...) to every push to the endpoint from now on. */
  answer(endpoint: string, status: number): void;
  /** Resolves once `condition` holds, checked now and after every push (taken or refused). */
  waitFor<T>(condition: () => T | undefined | false, timeoutMs?: number): Promise<T>;
  /** The messages an endpoint got, once there are `count` of them. */
  messagesFor(endpoint: string, count?: number): Promise<ReceivedPush[]>;
  /** Calls `listener` with every message taken from now on; answers a function that stops it. */
  onMessage(listener: (message: ReceivedPush) => void): () => void;
  close(): Promise<void>;
}

interface Device extends PushDeviceKeys {
  applicationServerKey: string | undefined;
  status: number | undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Starts the service on 127.0.0.1 (`port` 0: any free port) with a certificate of its own. */
export async function startPushService(
  options: { port?: number; certificate?: PushServiceCertificate } = {},
): Promise<PushService> {
  const certificate = options.certificate ?? createPushServiceCertificate();
  const cert = readFileSync(certificate.certPath);
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  const listeners = new Set<() => void>();
  const messageListeners = new Set<(message: ReceivedPush) => void>();
  let origin = '';

  const take = (
    endpoint: string,
    device: Device | undefined,
    headers: Record<string, unknown>,
    body: Buffer,
  ) => {
    if (!device) throw new Refusal(404, 'no such subscription');
    if (device.status) throw new Refusal(device.status, `told to answer ${device.status}`);
    if (headers['content-encoding'] !== 'aes128gcm')
      throw new Refusal(400, 'Content-Encoding is not aes128gcm');
    const ttl = Number(headers.ttl);
    if (headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
      throw new Refusal(400, 'TTL is missing');
    const vapid = verifyVapid(headers.authorization as string | undefined, origin);
    if (device.applicationServerKey && vapid.publicKey !== device.applicationServerKey) {
      throw new Refusal(403, 'the VAPID key is not the one the subscription was made with');
    }
    const text = decryptPush(body, device).toString('utf8');
    const urgency = headers.urgency as string | undefined;
    return { endpoint, text, payload: parseJson(text), ttl, urgency, vapid } satisfies ReceivedPush;
  };

  const server: Server = createServer({ cert, key: readFileSync(certificate.keyPath) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      try {
        if (req.method !== 'POST') throw new Refusal(405, 'push messages are POSTed');
        const message = take(endpoint, id ? devices.get(id) : undefined, req.headers, Buffer.concat(chunks));
        received.push(message);
        for (const listener of messageListeners) listener(message);
        res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
      } catch (error) {
        const status = error instanceof Refusal ? error.status : 500;
        const reason = error instanceof Error ? error.message : String(error);
        if (!devices.get(id ?? '')?.status) refused.push({ endpoint, status, reason });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      }
      for (const listener of listeners) listener();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  const agent = new Agent({ ca: cert });

  const waitFor = <T>(condition: () => T | undefined | false, timeoutMs = 10_000) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = condition();
        if (value === undefined || value === false) return;
        finish();
        resolve(value);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`push service: condition not met in ${timeoutMs} ms (${received.length} taken)`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  return {
    origin,
    host: `127.0.0.1:${port}`,
    certificate,
    agent,
    received,
    refused,
    subscribe(subscribeOptions = {}) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const { applicationServerKey } = subscribeOptions;
      devices.set(id, { ecdh, publicKey, auth, applicationServerKey, status: undefined });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint, status) {
      const device = devices.get(endpoint.slice(`${origin}/push/`.length));
      if (!device) throw new Error(`push service: no subscription ${endpoint}`);
      device.status = status;
    },
    waitFor,
    messagesFor: (endpoint, count = 1) =>
      waitFor(() => {
        const messages = received.filter((message) => message.endpoint === endpoint);
        return messages.length >= count ? messages : undefined;
      }),
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
