import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import {
  AppError,
  answersFile,
  appRouter,
  BATCHED_AUTH_CALL_MESSAGE,
  createDatabaseLiveBus,
  createPushSender,
  defaultWebhookPolicy,
  type FileStorage,
  type JobQueue,
  MAX_BATCH_CALLS,
  type Mailer,
  type PushSender,
  travelsAlone,
  type WebhookPolicy,
} from '@tc/contracts';
import type { Database } from '@tc/db';
import type { PdfRenderer } from '@tc/pdf';
import Fastify, { type FastifyInstance } from 'fastify';
import { configureBodyParsing } from './body-parsing.js';
import { registerCompression } from './compression.js';
import { refuseCrossSiteRequests } from './cross-site-requests.js';
import { createReadiness, type Readiness, registerHealthRoutes } from './health.js';
import { registerLiveSocket } from './live-socket.js';
import type { Logger } from './logger.js';
import { readPageData } from './page-data.js';
import { registerPageForms } from './page-forms.js';
import { loadPageRenderer, renderForVisitor } from './page-render.js';
import { contextFromRequest } from './request-context.js';
import { registerRestRoutes } from './rest/adapter.js';
import { registerApiReference } from './rest/api-reference.js';
import { restRoutes } from './rest/routes.js';
import { rawUploadRoutes } from './rest/uploads.js';
import { addSecurityHeaders } from './security-headers.js';
import { refuseOddTrpcRequests } from './trpc-requests.js';
import { registerTrpcRoute } from './trpc-route.js';
import { registerPublicFiles } from './uploads/public-files.js';
import { acceptAnyBody } from './uploads/read-upload.js';
import { registerWebApp } from './web-app.js';

export interface ServerOptions {
  database: Database;
  logger: Logger;
  /** Folder of the built web app (apps/web/dist). */
  webDist: string;
  mailer: Mailer;
  /** The job queue every mail and push goes through (pg-boss in main.ts). */
  jobs: JobQueue;
  /** Uploaded files: DATA_DIR/uploads. */
  storage: FileStorage;
  /** The process's PDF engine (quotations, invoices). */
  pdf: PdfRenderer;
  /** Public address of the app (links in mail; https:// makes cookies Secure). */
  appUrl: string;
  /** How often /ws pings its sockets (30 s; tests shorten it). */
  liveHeartbeatMs?: number;
  /** Web push, built from the environment (main.ts); unset: the browsers' push services, keys in the database. */
  push?: PushSender;
  /** Where webhooks may go (WEBHOOK_ALLOW_HOSTS beside public addresses); public addresses only by default. */
  webhooks?: WebhookPolicy;
  /** Whose X-Forwarded-For is believed: addresses, CIDRs or 'loopback' (TRUST_PROXY; loopback by default). */
  trustProxy?: string[];
  /** Flipped by the shutdown (main.ts) so /readyz answers 503; a server of its own by default. */
  readiness?: Readiness;
}

export async function buildServer({
  database,
  logger,
  webDist,
  mailer,
  jobs,
  storage,
  pdf,
  appUrl,
  liveHeartbeatMs,
  push = createPushSender({ db: database.db, log: logger }),
  webhooks = defaultWebhookPolicy,
  trustProxy = ['loopback'],
  readiness = createReadiness(),
}: ServerOptions): Promise<FastifyInstance> {
  const { db } = database;
  // Live events (team chat, ended sessions) through the database: every process hears every other.
  const live = await createDatabaseLiveBus(database, (error, what) => logger.error({ err: error }, what));
  const deps = { db, mailer, jobs, storage, pdf, live, push, webhooks, appUrl: appUrl.replace(/\/+$/, '') };
  const app = Fastify({
    loggerInstance: logger,
    genReqId: () => randomUUID(),
    trustProxy,
    routerOptions: { maxParamLength: 500 },
  });

  addSecurityHeaders(app, deps.appUrl);
  refuseCrossSiteRequests(app, deps.appUrl);
  refuseOddTrpcRequests(app);

  configureBodyParsing(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  // At the root: the tRPC plugin replaces body parsers inside its own scope. Limits are per call.
  await app.register(fastifyMultipart);
  // Before the tRPC plugin; its shutdown closes the sockets, then the bus stops listening.
  await registerLiveSocket(app, { db, live, appUrl: deps.appUrl, heartbeatMs: liveHeartbeatMs });
  app.addHook('onClose', () => live.close());

  await registerTrpcRoute(app, {
    router: appRouter,
    maxBatchSize: MAX_BATCH_CALLS,
    checkCalls: (calls) => {
      const alone = calls.some((call) => travelsAlone(call.path, call.procedure?._def.type));
      if (calls.length > 1 && alone) throw new AppError('BAD_REQUEST', BATCHED_AUTH_CALL_MESSAGE);
      const file = calls.find((call) => answersFile(call.procedure));
      if (file) throw new AppError('NOT_FOUND', `No procedure found on path "${file.path}"`);
    },
    createContext: (req, reply) => contextFromRequest(deps, req, reply),
    onError: ({ error, path, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC call failed');
    },
  });

  registerRestRoutes(app, deps, restRoutes);
  await app.register(async (scope) => {
    acceptAnyBody(scope);
    registerRestRoutes(scope, deps, rawUploadRoutes);
  });
  await registerApiReference(app, [...restRoutes, ...rawUploadRoutes], deps.appUrl);
  registerPublicFiles(app, storage);

  registerHealthRoutes(app, database, readiness);

  // Built beside the web app (apps/web/dist-server): the public pages arrive rendered.
  const renderPage = await loadPageRenderer(join(webDist, '../dist-server/entry-server.js'));
  const sendPage = await registerWebApp(app, webDist, deps.appUrl, async (req, reply, posted) => {
    const read = await readPageData(await contextFromRequest(deps, req, reply), req.query);
    const { ctx } = read;
    const data = posted ? { ...read.data, posted } : read.data;
    // A signed-in user's pages (a portal at /) are rendered in the browser.
    if (!renderPage || data.me) return { data };
    return {
      data,
      render: (nonce) =>
        renderForVisitor(renderPage, { url: req.url, data, appUrl: deps.appUrl, nonce }, appRouter, ctx),
    };
  });
  if (sendPage) await registerPageForms(app, deps, sendPage);
  return app;
}
