// Helpers for the procedure tests (not part of the build).
import { type Dirent, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type DB, hashPassword } from '@tc/db';
import type { PdfRenderer } from '@tc/pdf';
import type { Kysely } from 'kysely';
import type { Role, SessionUser } from './auth/auth.schema.js';
import type { ClientInfo } from './auth/session.js';
import {
  type Context,
  createContextInner,
  createDeviceRecorder,
  createSessionRecorder,
  type DeviceCookie,
  type RecordedSessionCookie,
} from './context.js';
import type { CourseType } from './courses/course-types.js';
import { restError } from './errors.js';
import { createRecordingJobQueue } from './jobs/deliveries.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Language } from './language.js';
import type { LiveBus } from './live/live-bus.js';
import { createRecordingMailer, type RecordingMailer } from './mail.js';
import type { PushSender } from './push/push-sender.js';
import { type Caller, createCaller } from './root.js';
import { createDiskStorage } from './storage/disk-storage.js';
import type { FileStorage } from './storage/storage.js';

export const TEST_APP_URL = 'https://training.test';

/** A clock the test moves by hand. */
export class FakeClock {
  constructor(private current = new Date('2026-11-22T08:00:00Z')) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestUser extends SessionUser {
  password: string;
}

let counter = 0;
/** An address no other test uses, so their login logs and throttles never meet. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@accounts.test`;
}

export async function insertUser(
  db: Kysely<DB>,
  fields: {
    email?: string;
    password?: string;
    role?: Role;
    isMainAdmin?: boolean;
    isActive?: boolean;
    mustChangePassword?: boolean;
    firstName?: string | null;
    lastName?: string | null;
    companyName?: string | null;
  } = {},
): Promise<TestUser> {
  const password = fields.password ?? `Pw-${Math.random().toString(36).slice(2, 12)}`;
  const row = await db
    .insertInto('users')
    .values({
      email: fields.email ?? uniqueEmail(fields.role ?? 'client'),
      passwordHash: await hashPassword(password),
      role: fields.role ?? 'client',
      isMainAdmin: fields.isMainAdmin ?? false,
      isActive: fields.isActive ?? true,
      mustChangePassword: fields.mustChangePassword ?? false,
      firstName: fields.firstName === undefined ? 'Test' : fields.firstName,
      lastName: fields.lastName === undefined ? 'User' : fields.lastName,
      companyName: fields.companyName ?? null,
    })
    .returning([
      'id',
      'email',
      'role',
      'firstName',
      'lastName',
      'companyName',
      'phone',
      'isMainAdmin',
      'mustChangePassword',
    ])
    .executeTakeFirstOrThrow();
  return { ...row, role: row.role as Role, language: null, password };
}

export interface TestCourse {
  id: string;
  name: string;
  code: string;
  courseType: string;
}

/** A catalogue course; its code is unique unless one is given. */
export async function insertCourse(
  db: Kysely<DB>,
  fields: {
    name?: string;
    code?: string;
    courseType?: CourseType;
    isActive?: boolean;
    createdAt?: Date;
  } = {},
): Promise<TestCourse> {
  counter += 1;
  return db
    .insertInto('courses')
    .values({
      name: fields.name ?? `Test Course ${counter}`,
      code: fields.code ?? `TEST-${counter}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      courseType: fields.courseType ?? 'other',
      isActive: fields.isActive ?? true,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning(['id', 'name', 'code', 'courseType'])
    .executeTakeFirstOrThrow();
}

export interface TestCaller {
  caller: Caller;
  /** The mail delivered: what each call queued, once the call has returned. */
  mailer: RecordingMailer;
  session: RecordedSessionCookie;
  device: DeviceCookie;
}

/** A client address no other test uses (IPv6 documentation range), so their throttles never meet. */
export function uniqueAddress(): string {
  counter += 1;
  return `2001:db8::${counter.toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
}

/**
 * Runs `after` once each call of a tRPC caller (at any depth: `caller.a.b(input)`) has settled,
 * with whether it succeeded, and answers what the call answered.
 */
function afterEachCall<T extends object>(target: T, after: (succeeded: boolean) => Promise<void>): T {
  return new Proxy(target, {
    get: (object, key) => {
      const value = Reflect.get(object, key) as unknown;
      return typeof value === 'function' || (typeof value === 'object' && value !== null)
        ? afterEachCall(value as object, after)
        : value;
    },
    apply: async (fn, self, args) => {
      try {
        const answer: unknown = await Reflect.apply(fn as (...a: unknown[]) => unknown, self, args);
        await after(true);
        return answer;
      } catch (error) {
        await after(false);
        throw error;
      }
    },
  });
}

/**
 * A caller as the given user (or a visitor), with a recording session cookie; from an address of
 * its own unless `client` says otherwise. What a call queues (mail, push) is delivered as the
 * server's worker would once the call has returned, through the real delivery (the mail's PDFs
 * printed, the push sent), to the recording `mailer` and to `push`; a call that failed delivers
 * nothing, as its transaction rolled back.
 */
export function callerFor(
  db: Kysely<DB>,
  options: {
    user?: SessionUser | null;
    now?: () => Date;
    token?: string;
    client?: ClientInfo;
    mailer?: RecordingMailer;
    storage?: FileStorage;
    pdf?: PdfRenderer;
    /** The live bus events go to (one the test subscribed to); else one of the caller's own. */
    live?: LiveBus;
    /** Web push (one aimed at a test's local push service); else a sender of the caller's own. */
    push?: PushSender;
    /** The browser's device cookie: pass one caller's `device` to the next for the same browser. */
    device?: DeviceCookie;
    /** A real queue (`jobQueueOf(boss)`) whose workers deliver; else one that records and delivers. */
    jobs?: JobQueue;
    /** The caller's language, as the request's cookie or Accept-Language would give it (English). */
    language?: Language;
  } = {},
): TestCaller {
  const mailer = options.mailer ?? createRecordingMailer();
  const session = createSessionRecorder(options.token);
  const device = options.device ?? createDeviceRecorder();
  const user = options.user ? stripPassword(options.user) : null;
  const recording = createRecordingJobQueue();
  const ctx = createContextInner({
    db,
    user,
    now: options.now,
    client: options.client ?? { ipAddress: uniqueAddress(), userAgent: 'vitest' },
    mailer,
    jobs: options.jobs ?? recording,
    storage: options.storage,
    pdf: options.pdf,
    live: options.live,
    push: options.push,
    appUrl: TEST_APP_URL,
    session,
    device,
    language: options.language,
  });
  const caller = afterEachCall(createCaller(ctx), async (succeeded) => {
    if (succeeded) await recording.deliverAll(ctx);
    else recording.sent.splice(0);
  });
  return { caller, mailer, session, device };
}

function stripPassword(user: SessionUser | TestUser): SessionUser {
  const { password: _password, ...rest } = user as TestUser;
  return rest;
}

/** The status and message a failing call would answer over REST, or 200. */
export async function outcome(promise: Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    await promise;
    return { status: 200 };
  } catch (error) {
    const { status, body } = restError(error);
    return { status, message: body.message };
  }
}

/**
 * Five wrong passwords from each of six addresses (as many callers as the account's ceiling needs):
 * afterwards unknown browsers are refused the account's sign-in until the window ends.
 */
export async function lockForStrangers(db: Kysely<DB>, email: string, now?: () => Date): Promise<void> {
  for (let address = 0; address < 6; address++) {
    const { caller } = callerFor(db, { now });
    for (let attempt = 0; attempt < 5; attempt++) {
      const { status } = await outcome(caller.auth.login({ email, password: 'a-wrong-guess' }));
      if (status !== 401) throw new Error(`wrong password ${address}.${attempt} answered ${status}`);
    }
  }
}

/** Decodes a quoted-printable mail part well enough to read a link out of it. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The link in a reset mail's text, or in a raw message whose body is quoted-printable, and its token. */
export function resetLinkOf(mail: string): { link: string; token: string } {
  // Decode only a quoted-printable message: in plain text, 'token=1A...' would read as an escape.
  const text = /quoted-printable/i.test(mail) ? decodeQuotedPrintable(mail) : mail;
  const match = /(https?:\/\/[^\s"<>]+\/reset-password\?token=([A-Za-z0-9_-]+))/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in:\n${mail}`);
  return { link: match[1], token: match[2] };
}

/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small real PDF (one empty page). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Disk storage in a fresh temporary folder, and the files it holds (area/key paths, sorted). */
export function temporaryStorage(): { storage: FileStorage; root: string; files: () => string[] } {
  const root = mkdtempSync(join(tmpdir(), 'tc-storage-'));
  const files = () =>
    (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  return { storage: createDiskStorage(root), root, files };
}

export { objectStream, pdfOf, pdfWithCatalog, streamObject } from './certificates/test-pdfs.js';
export { EVERY_FIELD_ANSWERS, EVERY_FIELD_TYPE, insertForm, readCsv } from './forms/test-forms.js';
export {
  type PushService,
  type PushServiceSubscription,
  type ReceivedPush,
  startPushService,
} from './push/test-push-service.js';
export { writeDuringDelete } from './race-support.js';
export {
  animatedGif,
  animatedPng,
  drawImage,
  HTML_TAIL,
  jpegWithExif,
  paddedPng,
  pngClaiming,
  SCRIPT_TAIL,
  withTail,
} from './uploads/test-images.js';
export {
  type ReceivedWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
} from './webhooks/test-webhook-receiver.js';

/**
 * The context of a scheduled job run by hand: what it queues goes to `mailer` (and the PDFs are
 * printed by `pdf`) when the test calls `deliver()`, as the server's worker would deliver it.
 */
export function jobContext(
  db: Kysely<DB>,
  options: { mailer?: RecordingMailer; pdf?: PdfRenderer; now?: () => Date; storage?: FileStorage } = {},
): Context & { deliver(): Promise<void> } {
  const jobs = createRecordingJobQueue();
  const ctx = createContextInner({ db, jobs, appUrl: TEST_APP_URL, ...options });
  return { ...ctx, deliver: () => jobs.deliverAll(ctx) };
}
