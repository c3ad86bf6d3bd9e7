// Helpers for the REST tests (not part of the build).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PageData, SESSION_COOKIE } from '@tc/contracts';
import { type DB, hashPassword } from '@tc/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';

/** Uploaded files in a temporary folder, a real PNG and PDF (from the procedure tests' helpers). */
export { PDF_BYTES, PNG_BYTES, temporaryStorage } from '@tc/contracts/testing';

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

/** A stand-in for apps/web/dist. */
/** The page data the server wrote into a page (see page-data.ts). */
export function pageDataOf(html: string): PageData {
  const json = html.match(/<script id="page-data" type="application\/json">(.*?)<\/script>/s)?.[1];
  if (!json) throw new Error('the page carries no page data');
  return JSON.parse(json) as PageData;
}

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
  'lastName',
  'mustChangePassword',
  'phone',
  'role',
];

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@rest.test`;
}

/** A documentation address per test, so login throttles of different tests never meet. */
export function uniqueAddress(): string {
  counter += 1;
  return `198.18.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

export interface RestUser {
  id: string;
  email: string;
  password: string;
}

export async function insertUser(
  db: Kysely<DB>,
  fields: {
    role?: 'client' | 'admin' | 'instructor';
    isMainAdmin?: boolean;
    email?: string;
    companyName?: string;
  } = {},
): Promise<RestUser> {
  const password = `Pw-${Math.random().toString(36).slice(2, 12)}`;
  const row = await db
    .insertInto('users')
    .values({
      email: fields.email ?? uniqueEmail(fields.role ?? 'client'),
      passwordHash: await hashPassword(password),
      role: fields.role ?? 'client',
      isMainAdmin: fields.isMainAdmin ?? false,
      firstName: 'Rest',
      lastName: 'Test',
      companyName: fields.companyName ?? null,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** The session cookie a response set, as light-my-request parsed it. */
export function sessionCookieOf(
  res: LightMyRequestResponse,
): LightMyRequestResponse['cookies'][number] | undefined {
  return res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
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

/** Decodes a quoted-printable mail part well enough to read a link out of it. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The reset link and its token in a mail body, or in a raw message whose body is quoted-printable. */
export function resetLinkIn(rawMessage: string): { link: string; token: string } {
  // Decode only a quoted-printable message: in plain text, 'token=1A...' would read as an escape.
  const text = /quoted-printable/i.test(rawMessage) ? decodeQuotedPrintable(rawMessage) : rawMessage;
  const match = /(https?:\/\/[^\s"<>]+\/reset-password\?token=([A-Za-z0-9_-]+))/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in:\n${rawMessage}`);
  return { link: match[1], token: match[2] };
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
