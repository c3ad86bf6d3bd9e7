import {
  type Context,
  callerLanguage,
  createContextInner,
  DEVICE_COOKIE,
  type FileStorage,
  findSessionUser,
  type JobQueue,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type LiveBus,
  type Mailer,
  type PushSender,
  SESSION_COOKIE,
  type SessionUser,
  type WebhookPolicy,
} from '@tc/contracts';
import type { DB } from '@tc/db';
import type { PdfRenderer } from '@tc/pdf';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { rememberLanguage } from './request-language.js';

/** What every request's context is built from. */
export interface ContextDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  /** The job queue every mail and push goes through. */
  jobs: JobQueue;
  /** Uploaded files (DATA_DIR/uploads). */
  storage: FileStorage;
  /** Public address of the app; https:// makes the session cookie Secure. */
  appUrl: string;
  pdf: PdfRenderer;
  /** The process's live bus (team chat, ended sessions). */
  live: LiveBus;
  /** The process's web push sender. */
  push: PushSender;
  /** Where webhooks may go: public addresses, and WEBHOOK_ALLOW_HOSTS. */
  webhooks: WebhookPolicy;
}

/**
 * The procedure context of one HTTP request: the database, the user behind the session cookie,
 * and the cookie itself (HttpOnly, SameSite=Lax, Secure behind HTTPS, expiring with the session);
 * beside it the device cookie, with the same attributes, which outlives sign-outs, and the `lang`
 * cookie (a year) that, with the account and Accept-Language, gives the caller's language.
 */
export async function contextFromRequest(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  /** A call made with an API key: the admin it acts as (rest/api-key-calls.ts); no session is read. */
  actingAs?: SessionUser,
): Promise<Context> {
  const now = () => new Date();
  const token = actingAs ? undefined : req.cookies[SESSION_COOKIE] || undefined;
  const user = actingAs ?? (await findSessionUser(deps.db, token, now()));
  const language = callerLanguage({
    account: user?.language,
    cookie: req.cookies[LANGUAGE_COOKIE],
    acceptLanguage: req.headers['accept-language'],
  });
  // An error this request ends in is told in the same language.
  rememberLanguage(req, language);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: deps.appUrl.startsWith('https:'),
  } as const;
  return createContextInner({
    db: deps.db,
    user,
    now,
    client: { ipAddress: req.ip, userAgent: req.headers['user-agent'] ?? null },
    mailer: deps.mailer,
    jobs: deps.jobs,
    storage: deps.storage,
    pdf: deps.pdf,
    live: deps.live,
    push: deps.push,
    webhooks: deps.webhooks,
    appUrl: deps.appUrl,
    session: {
      token,
      set: (newToken, expiresAt) => {
        reply.setCookie(SESSION_COOKIE, newToken, { ...cookieOptions, expires: expiresAt });
      },
      clear: () => {
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
    },
    device: {
      value: req.cookies[DEVICE_COOKIE] || undefined,
      set: (value, expiresAt) => {
        reply.setCookie(DEVICE_COOKIE, value, { ...cookieOptions, expires: expiresAt });
      },
    },
    language,
    languageCookie: {
      set: (language) => {
        reply.setCookie(LANGUAGE_COOKIE, language, {
          ...cookieOptions,
          maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
        });
      },
    },
  });
}
