import { lookup } from 'node:dns/promises';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import ipaddr from 'ipaddr.js';
import { hostListed } from '../host-lists.js';

/*
 * Where the server may post a webhook. An admin types the address, so it could aim the server at
 * its own network (a database's port, a cloud's metadata address): every address a name resolves
 * to must be public, checked when the endpoint is saved and again on each try, on the very
 * addresses the connection then uses (a name can be made to resolve elsewhere between the two).
 * Hosts in WEBHOOK_ALLOW_HOSTS are taken wherever they resolve (a test suite's local receiver).
 */

export interface WebhookPolicy {
  /** WEBHOOK_ALLOW_HOSTS: hosts (host-lists.ts) posted to even on a private address. */
  allowHosts: readonly string[];
  /** A name's addresses; dns.lookup by default, a test's own answers in tests. */
  resolve: (hostname: string) => Promise<string[]>;
  /**
   * Certificates trusted beside the system's: a vitest suite's receiver (a server process trusts
   * one through NODE_EXTRA_CA_CERTS, read only as a process starts).
   */
  extraCertificates?: readonly string[];
}

export const defaultWebhookPolicy: WebhookPolicy = {
  allowHosts: [],
  resolve: async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address),
};

export const WEBHOOK_PRIVATE_MESSAGE = 'URL must not point to a private, loopback or link-local address';
export const WEBHOOK_CREDENTIALS_MESSAGE = 'URL must not carry a user name or password';

/** A name with no address (DNS): what the try's error says. */
const notFound = (hostname: string) => `The address of ${hostname} could not be found`;

/** A try that could not be made or was not answered: its message is what the console shows. */
export class WebhookPostError extends Error {}

/** Only an ordinary internet address: not private, loopback, link-local, multicast, reserved or carrier NAT. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  return ipaddr.process(address).range() === 'unicast';
}

/** URL's hostname of an IPv6 address keeps its brackets. */
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * Why the server may not post to this address, or null when it may. A name that does not resolve
 * now is taken (its tries will say so); a name that resolves anywhere private is not.
 */
export async function webhookAddressProblem(policy: WebhookPolicy, url: string): Promise<string | null> {
  const address = new URL(url);
  if (address.username || address.password) return WEBHOOK_CREDENTIALS_MESSAGE;
  if (hostListed(address, policy.allowHosts)) return null;
  const host = bare(address.hostname);
  if (isIP(host)) return isPublicAddress(host) ? null : WEBHOOK_PRIVATE_MESSAGE;
  const addresses = await policy.resolve(host).catch(() => []);
  return addresses.every(isPublicAddress) ? null : WEBHOOK_PRIVATE_MESSAGE;
}

/**
 * The connection's own name lookup: the policy's answers, refused when one is not public. Node
 * asks for every address (`all`) to try them in turn, or for one.
 */
function checkedLookup(policy: WebhookPolicy, anywhere: boolean): LookupFunction {
  return (hostname, options, callback) => {
    policy.resolve(hostname).then(
      (addresses) => {
        const refused = !anywhere && addresses.some((address) => !isPublicAddress(address));
        const [first] = addresses;
        if (refused || !first) {
          const message = refused ? WEBHOOK_PRIVATE_MESSAGE : notFound(hostname);
          callback(new WebhookPostError(message), '', 0);
          return;
        }
        const family = (address: string) => (isIP(address) === 6 ? 6 : 4);
        if (options.all)
          callback(
            null,
            addresses.map((address) => ({ address, family: family(address) })),
          );
        else callback(null, first, family(first));
      },
      () => callback(new WebhookPostError(notFound(hostname)), '', 0),
    );
  };
}

/** How long a try may take, from connecting to the last byte of the answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** At most this much of an answer is read (and dropped): a receiver's answer is not used. */
const ANSWER_BYTES_MAX = 64 * 1024;

/**
 * Posts one try and answers the HTTP status it got. Never follows a redirect (a 3xx is an answer
 * like any other). Rejects with a WebhookPostError when no answer came: a refused address, a
 * connection or TLS failure, the timeout.
 */
export async function postWebhook(
  policy: WebhookPolicy,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  const problem = await webhookAddressProblem(policy, url);
  if (problem) throw new WebhookPostError(problem);
  const address = new URL(url);
  const anywhere = hostListed(address, policy.allowHosts);
  return new Promise((resolve, reject) => {
    const fail = (error: Error) =>
      reject(error instanceof WebhookPostError ? error : new WebhookPostError(error.message));
    const outgoing = request(
      address,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        lookup: checkedLookup(policy, anywhere),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        agent: false,
        ...(policy.extraCertificates && { ca: [...rootCertificates, ...policy.extraCertificates] }),
      },
      (answer) => {
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_MAX) answer.destroy();
        });
        answer.on('close', () => resolve(answer.statusCode ?? 0));
        answer.on('error', fail);
      },
    );
    outgoing.on('error', (error) =>
      fail(error.name === 'AbortError' ? new WebhookPostError('No answer within 10 seconds') : error),
    );
    outgoing.end(body);
  });
}
