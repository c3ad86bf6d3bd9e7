import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Browser features the product never uses, turned off for every page. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/** API answers are data, never documents: nothing may load or frame them. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Stored files (uploaded images, certificate PDFs) and generated documents: opened in a tab, such
 * a file loads nothing and runs as a sandboxed page of no origin, so a crafted upload can never act
 * as this site.
 */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** A fresh nonce for one page: its inline <style> and <script> elements carry it. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a page of the web app: scripts and styles from this server, or
 * inline with the page's nonce (the loading shell's style, the page data, Mantine's style tags),
 * and style attributes (a rendered page's);
 * images from here, data: and blob: (an upload's preview); calls and the WebSocket to here only.
 */
export function pageContentSecurityPolicy(nonce: string, appUrl: string): string {
  const app = new URL(appUrl);
  const secure = app.protocol === 'https:';
  const socket = `${secure ? 'wss' : 'ws'}://${app.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // A page rendered on the server carries its components' style attributes (Mantine's CSS
    // variables) in its HTML. An attribute styles its own element only: no selector, no script.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${socket}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Headers on every answer: no sniffing, no framing, a strict referrer and permissions policy,
 * HSTS when the app is served over HTTPS, and the request's id (x-request-id). Answers of the API
 * (/api, /trpc, /ws) depend on the session, so they are never stored (unless a route chose its own
 * caching) and are not documents; a file the API answers keeps the file policy its route set.
 * Under /uploads every answer is a stored file or a 404, which is never stored either.
 */
export function addSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const everyAnswer: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    ...(appUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=63072000' } : {}),
  };
  // Callback hooks, not async ones: every request passes here, and a promise each is measurable.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(everyAnswer).header('x-request-id', req.id);
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const url = req.url;
    const file = url.startsWith('/uploads/');
    // /ws answers here only when it refuses an upgrade: data too.
    const isData =
      url.startsWith('/api/') || url.startsWith('/trpc/') || url === '/ws' || url.startsWith('/ws?');
    if (file || isData) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (!reply.hasHeader('content-security-policy')) {
        reply.header(
          'content-security-policy',
          file ? FILE_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY,
        );
      }
    }
    done(null, payload);
  });
}
