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
 * inline with the page's nonce (the loading shell's style, the page data, Mantine's style tags);
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
 * HSTS when the app is served over HTTPS. Answers of the API (/api, /trpc, /ws) depend on the session,
 * so they are never stored (unless a route chose its own caching) and are not documents; a file
 * the API answers keeps the file policy its route set. Under /uploads every answer is a stored file
 * or a 404, which is never stored either.
 */
export function addSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const https = appUrl.startsWith('https:');
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (https) reply.header('strict-transport-security', 'max-age=63072000');
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? '';
    const file = path.startsWith('/uploads/');
    // /ws answers here only when it refuses an upgrade: data too.
    if (!file && !path.startsWith('/api/') && !path.startsWith('/trpc/') && path !== '/ws') return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        file ? FILE_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY,
      );
    }
    return payload;
  });
}
