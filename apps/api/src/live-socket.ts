import fastifyWebsocket from '@fastify/websocket';
import {
  assertRole,
  type ChatSocketFrame,
  findOpenSessions,
  findSessionUser,
  hashToken,
  type LiveBus,
  type LiveNotice,
  localMessage,
  SESSION_COOKIE,
  SESSION_ENDED_CLOSE_CODE,
  type SessionUser,
} from '@tc/contracts';
import type { DB } from '@tc/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import { CROSS_SITE_MESSAGE, isForeignRequest } from './cross-site-requests.js';
import { requestLanguage } from './request-language.js';
import { replyWithError } from './rest/adapter.js';

/*
 * /ws: the team chat's live connection. The session cookie is checked at the upgrade (visitors
 * 401, clients 403, another site's page 403, all before any WebSocket exists). Every process
 * subscribes to the live bus and sends each event to its own sockets: new messages to all (all are
 * staff), a read to the reader's sockets, and an ended session closes its sockets (4001).
 */

export interface LiveSocketOptions {
  db: Kysely<DB>;
  live: LiveBus;
  appUrl: string;
  /** How often sockets are pinged (and their sessions checked again); one missed pong drops one. */
  heartbeatMs?: number;
}

interface Member {
  socket: WebSocket;
  userId: string;
  /** The stored id of the session the socket was opened with. */
  sessionId: string;
  alive: boolean;
}

const HEARTBEAT_MS = 30_000;
/** A socket this far behind on reading is dropped rather than buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long a closing server waits for browsers to answer the close before it cuts them off. */
const CLOSE_GRACE_MS = 2_000;
const CHAT_ROLES = ['admin', 'instructor'] as const;

const mayChat = (user: SessionUser | undefined | null): boolean => {
  try {
    assertRole(user ?? null, [...CHAT_ROLES]);
    return true;
  } catch {
    return false;
  }
};

/** Registers the WebSocket plugin and /ws. Call before the tRPC plugin. */
export async function registerLiveSocket(app: FastifyInstance, options: LiveSocketOptions): Promise<void> {
  const { db, live } = options;
  const appOrigin = new URL(options.appUrl).origin;
  const members = new Set<Member>();
  const admitted = new WeakMap<FastifyRequest, { user: SessionUser; sessionId: string }>();

  const send = (member: Member, frame: string) => {
    if (member.socket.bufferedAmount > MAX_BUFFERED_BYTES) member.socket.terminate();
    else member.socket.send(frame);
  };

  /** Closes the sockets whose session ended or whose user may no longer chat. */
  const checkAgain = async (which: Member[]) => {
    if (which.length === 0) return;
    const open = await findOpenSessions(
      db,
      [...new Set(which.map((member) => member.sessionId))],
      new Date(),
    );
    for (const member of which) {
      if (!mayChat(open.get(member.sessionId)))
        member.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  };
  const checkAgainLogged = (which: Member[]) =>
    checkAgain(which).catch((error: unknown) =>
      app.log.error({ err: error }, 'checking live sockets failed'),
    );

  const onNotice = (notice: LiveNotice) => {
    if (notice.type === 'new_message') {
      const frame = JSON.stringify({ type: 'new_message', data: notice.message } satisfies ChatSocketFrame);
      for (const member of members) send(member, frame);
    } else if (notice.type === 'chat_read') {
      const frame = JSON.stringify({ type: 'chat_read', data: { count: 0 } } satisfies ChatSocketFrame);
      for (const member of members) if (member.userId === notice.userId) send(member, frame);
    } else if (notice.type === 'session_ended') {
      void checkAgainLogged([...members].filter((member) => member.userId === notice.userId));
    } else if (notice.type === 'missed') {
      // Events were lost: the browsers reconnect and catch up through the list.
      for (const member of members) member.socket.close(1012, 'Reconnect to catch up');
    }
  };

  let unsubscribe: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const start = () => {
    unsubscribe = live.subscribe(onNotice);
    heartbeat = setInterval(() => {
      for (const member of members) {
        if (!member.alive) {
          member.socket.terminate();
          continue;
        }
        member.alive = false;
        member.socket.ping();
      }
      void checkAgainLogged([...members]);
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
  };

  // Added before the plugin's own, so this runs first: sockets close as 'going away', not bare.
  app.addHook('preClose', async () => {
    unsubscribe?.();
    clearInterval(heartbeat);
    const closed = [...members].map(
      (member) => new Promise((resolve) => member.socket.once('close', resolve)),
    );
    for (const member of members) member.socket.close(1001, 'Server shutting down');
    await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS))]);
    for (const member of members) member.socket.terminate();
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  start();

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (isForeignRequest(req, appOrigin))
          return reply.status(403).send({ message: localMessage(CROSS_SITE_MESSAGE, requestLanguage(req)) });
        const token = req.cookies[SESSION_COOKIE] || undefined;
        try {
          const user = assertRole(await findSessionUser(db, token, new Date()), [...CHAT_ROLES]);
          admitted.set(req, { user, sessionId: hashToken(token ?? '') });
        } catch (error) {
          return replyWithError(req, reply, error);
        }
      },
    },
    (socket, req) => {
      const who = admitted.get(req);
      if (!who) return socket.close(1011, 'Not admitted');
      const member: Member = { socket, userId: who.user.id, sessionId: who.sessionId, alive: true };
      members.add(member);
      socket.on('pong', () => {
        member.alive = true;
      });
      socket.on('close', () => members.delete(member));
      // A session that ended between the upgrade and now has already told the bus: check once more.
      void checkAgainLogged([member]);
      // The browser only listens; what it sends is ignored (and capped by maxPayload).
    },
  );
}
