import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DB } from '@tc/db';
import { createPdfRenderer, type PdfRenderer } from '@tc/pdf';
import type { Kysely } from 'kysely';
import type { SessionUser } from './auth/auth.schema.js';
import type { ClientInfo } from './auth/session.js';
import { createRecordingJobQueue } from './jobs/deliveries.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Language } from './language.js';
import { createLocalLiveBus, type LiveBus } from './live/live-bus.js';
import { createRecordingMailer, type Mailer } from './mail.js';
import { createPushSender, type PushSender } from './push/push-sender.js';
import { createDiskStorage } from './storage/disk-storage.js';
import type { FileStorage } from './storage/storage.js';
import { defaultWebhookPolicy, type WebhookPolicy } from './webhooks/webhook-addresses.js';

/**
 * The session cookie of the current request. Procedures read the token and ask for the cookie to
 * be set (after sign-in) or cleared (after sign-out); the transport decides how.
 */
export interface SessionCookie {
  /** The session token the request carried, if any. */
  token: string | undefined;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/**
 * The browser's device cookie (auth/device-cookies.ts): proof that it signed in to some accounts
 * before. Read by the password throttles; replaced after a sign-in; the transport sets it.
 */
export interface DeviceCookie {
  /** The cookie the request carried, if any. */
  value: string | undefined;
  set(value: string, expiresAt: Date): void;
}

/** The `lang` cookie of the current request: procedures ask for it to be set to a choice. */
export interface LanguageCookie {
  set(language: Language): void;
}

/** What every procedure receives. The API builds one per request; tests build their own. */
export interface Context {
  db: Kysely<DB>;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  client: ClientInfo;
  /** The current time; tests pass a fake one. */
  now: () => Date;
  /**
   * The process's mailer, used directly only by the console's Test Email (it checks the mail
   * server now); every other mail is a job (`queueMail`).
   */
  mailer: Mailer;
  /** The job queue every mail and push goes through, on the caller's transaction. */
  jobs: JobQueue;
  /** Uploaded files: DATA_DIR/uploads in the API. */
  storage: FileStorage;
  /** The public address of the web app (no trailing slash), for links in e-mail. */
  appUrl: string;
  session: SessionCookie;
  device: DeviceCookie;
  /**
   * The caller's language (language.ts: the account's, else the `lang` cookie's, else
   * Accept-Language's, else English): the language of the messages the caller reads.
   */
  language: Language;
  languageCookie: LanguageCookie;
  /** The PDF engine: one Chromium per process, shared by every request. */
  pdf: PdfRenderer;
  /** Live events to every process's sockets (team chat, ended sessions): one bus per process. */
  live: LiveBus;
  /** Web push: the VAPID key browsers subscribe with, and the delivery the queue's worker uses. */
  push: PushSender;
  /** Where webhooks may go (public addresses, and WEBHOOK_ALLOW_HOSTS): checked as an endpoint is saved. */
  webhooks: WebhookPolicy;
}

/** A session cookie that only remembers what was asked of it: for tests and cookie-less callers. */
export interface RecordedSessionCookie extends SessionCookie {
  /** What procedures asked for, in order. */
  readonly events: ({ type: 'set'; token: string; expiresAt: Date } | { type: 'clear' })[];
}

export function createSessionRecorder(token?: string): RecordedSessionCookie {
  const events: RecordedSessionCookie['events'] = [];
  const recorder: RecordedSessionCookie = {
    token,
    events,
    set: (newToken, expiresAt) => {
      events.push({ type: 'set', token: newToken, expiresAt });
      recorder.token = newToken;
    },
    clear: () => {
      events.push({ type: 'clear' });
      recorder.token = undefined;
    },
  };
  return recorder;
}

/** A device cookie kept in memory: a test's browser, passed to each call that browser makes. */
export function createDeviceRecorder(value?: string): DeviceCookie {
  const recorder: DeviceCookie = {
    value,
    set: (newValue) => {
      recorder.value = newValue;
    },
  };
  return recorder;
}

let sharedPdf: PdfRenderer | undefined;
/** One renderer for every context that brings none (tests): it starts its browser on first use. */
const defaultPdf = () => {
  sharedPdf ??= createPdfRenderer();
  return sharedPdf;
};

export function createContextInner(opts: Pick<Context, 'db'> & Partial<Omit<Context, 'db'>>): Context {
  return {
    db: opts.db,
    user: opts.user ?? null,
    client: opts.client ?? { ipAddress: null, userAgent: null },
    now: opts.now ?? (() => new Date()),
    mailer: opts.mailer ?? createRecordingMailer(),
    jobs: opts.jobs ?? createRecordingJobQueue(),
    storage: opts.storage ?? createDiskStorage(join(tmpdir(), `tc-uploads-${process.pid}`)),
    appUrl: (opts.appUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    session: opts.session ?? createSessionRecorder(),
    device: opts.device ?? createDeviceRecorder(),
    language: opts.language ?? 'en',
    languageCookie: opts.languageCookie ?? { set: () => undefined },
    pdf: opts.pdf ?? defaultPdf(),
    live: opts.live ?? createLocalLiveBus(),
    // A real sender: the browsers' push services, VAPID keys kept in this database. Tests that read
    // the notifications pass one aimed at their local push service.
    push: opts.push ?? createPushSender({ db: opts.db }),
    webhooks: opts.webhooks ?? defaultWebhookPolicy,
  };
}
