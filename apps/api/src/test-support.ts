// Helpers for the REST tests (not part of the build).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVICE_COOKIE, type PageData, SESSION_COOKIE } from '@tc/contracts';
import { insertUser, uniqueAddress } from '@tc/contracts/testing';
import type { DB } from '@tc/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';

/**
 * The procedure tests' helpers: users with unique e-mails, client addresses of their own, the
 * reset link of a mail, uploaded files in a temporary folder, real PNGs, JPEGs, GIFs and PDFs.
 */
export {
  animatedGif,
  drawImage,
  EVERY_FIELD_ANSWERS,
  EVERY_FIELD_TYPE,
  HTML_TAIL,
  insertCourse,
  insertForm,
  insertUser,
  jpegWithExif,
  objectStream,
  PDF_BYTES,
  PNG_BYTES,
  paddedPng,
  pdfWithCatalog,
  pngClaiming,
  readCsv,
  resetLinkOf,
  SCRIPT_TAIL,
  type TestCourse,
  type TestUser,
  temporaryStorage,
  uniqueAddress,
  uniqueEmail,
  withTail,
} from '@tc/contracts/testing';
export { startSmtpServer } from './smtp-sink.js';

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A real multipart/form-data body, encoded by the platform's FormData. */
export async function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** The page data the server wrote into a page (see page-data.ts). */
export function pageDataOf(html: string): PageData {
  const json = html.match(
    /<script nonce="[^"]+" id="page-data" type="application\/json">(.*?)<\/script>/s,
  )?.[1];
  if (!json) throw new Error('the page carries no page data');
  return JSON.parse(json) as PageData;
}

/** A stand-in for apps/web/dist. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Training Centre</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("app");');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  return dir;
}

/** The fields of the signed-in user every response may carry, sorted. */
export const sessionUserKeys = [
  'companyName',
  'email',
  'firstName',
  'id',
  'isMainAdmin',
  'language',
  'lastName',
  'mustChangePassword',
  'phone',
  'role',
];

/** The session cookie a response set, as light-my-request parsed it. */
export function sessionCookieOf(
  res: LightMyRequestResponse,
): LightMyRequestResponse['cookies'][number] | undefined {
  return res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** The device cookie a response set (a sign-in's proof for later ones, auth/device-cookies.ts). */
export function deviceCookieOf(
  res: LightMyRequestResponse,
): LightMyRequestResponse['cookies'][number] | undefined {
  return res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
}

/** Signs in through POST /api/auth/login and answers the session token. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    headers: { 'x-forwarded-for': uniqueAddress() },
  });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

/**
 * Sends each request as a visitor, a client and an instructor: an admin-only path answers 401 and
 * 403 with the messages every such path gives (a failing request is named in the assertion).
 */
export async function expectAdminOnly(
  app: FastifyInstance,
  db: Kysely<DB>,
  requests: InjectOptions[],
): Promise<void> {
  const others = await Promise.all(
    (['client', 'instructor'] as const).map(async (role) => signIn(app, await insertUser(db, { role }))),
  );
  for (const request of requests) {
    const label = `${request.method} ${request.url}`;
    const send = (token: string | null) =>
      app.inject({
        ...request,
        headers: { 'x-forwarded-for': uniqueAddress(), ...request.headers },
        cookies: token ? { [SESSION_COOKIE]: token } : {},
      });
    const anonymous = await send(null);
    expect(anonymous.statusCode, label).toBe(401);
    expect(anonymous.json(), label).toEqual({ message: 'Please sign in to continue.' });
    for (const token of others) {
      const forbidden = await send(token);
      expect(forbidden.statusCode, label).toBe(403);
      expect(forbidden.json(), label).toEqual({ message: 'You do not have permission to do this.' });
    }
  }
}

export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
