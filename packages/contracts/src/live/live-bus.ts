import type { Database } from '@tc/db';
import { sql } from 'kysely';
import { z } from 'zod';
import { chatMessageSchema } from '../chat/chat.schema.js';

/*
 * Live events: what one process tells every process's sockets. On PostgreSQL they travel by
 * NOTIFY on one channel, so a message sent through any process reaches sockets on all of them; on
 * the embedded PGlite the same NOTIFY stays in the process. A NOTIFY payload may hold 8000 bytes:
 * a message (1000 characters, at most 3 bytes each in UTF-8) with its sender fits with room to spare.
 */

export const LIVE_CHANNEL = 'tc_live';

export const liveEventSchema = z.discriminatedUnion('type', [
  /** A new team-chat message, as the list answers it. */
  z.object({ type: z.literal('new_message'), message: chatMessageSchema }),
  /** The user marked the chat read (on one device: their others clear the badge). */
  z.object({ type: z.literal('chat_read'), userId: z.uuid() }),
  /** Sessions of the user ended, or the user changed: their sockets are checked again. */
  z.object({ type: z.literal('session_ended'), userId: z.uuid() }),
  /**
   * A change to a table the console's figures count (users, certificates, classes, ...): sent by
   * the database itself, from triggers, when the change commits (migration figures_changed).
   */
  z.object({ type: z.literal('figures_changed') }),
  /**
   * A change to a table behind the public reads (courses, website content, gallery, forms): sent
   * by the database's triggers on commit (migration public_changed); every process drops its
   * cached public answers (public-cache.ts).
   */
  z.object({ type: z.literal('public_changed') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** An event, or word that events were lost (the listening connection broke): catch up. */
export type LiveNotice = LiveEvent | { type: 'missed' };

export interface LiveBus {
  /**
   * Hands the event to every subscriber of every process, this one's included. Call it after the
   * change commits. It never rejects: a lost event costs the browser a refetch, never the action.
   */
  publish(event: LiveEvent): Promise<void>;
  /** Calls the listener with every event; answers the function that stops it. */
  subscribe(listener: (notice: LiveNotice) => void): () => void;
}

export interface ClosableLiveBus extends LiveBus {
  close(): Promise<void>;
}

type ErrorLog = (error: unknown, what: string) => void;

function listeners(onError: ErrorLog) {
  const all = new Set<(notice: LiveNotice) => void>();
  return {
    subscribe: (listener: (notice: LiveNotice) => void) => {
      all.add(listener);
      return () => {
        all.delete(listener);
      };
    },
    dispatch: (notice: LiveNotice) => {
      for (const listener of all) {
        try {
          listener(notice);
        } catch (error) {
          onError(error, 'a live event listener failed');
        }
      }
    },
  };
}

function decode(payload: string): LiveEvent | undefined {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Events within this process only: the procedure tests' default. */
export function createLocalLiveBus(onError: ErrorLog = () => undefined): LiveBus {
  const { subscribe, dispatch } = listeners(onError);
  return {
    subscribe,
    publish: async (event) => {
      // Through JSON, as events cross processes, so a test sees what a socket would.
      const decoded = decode(JSON.stringify(event));
      if (decoded) dispatch(decoded);
      else onError(new Error(`not a live event: ${event.type}`), 'a live event was refused');
    },
  };
}

/** Events through the database's NOTIFY: across processes on PostgreSQL, in-process on PGlite. */
export async function createDatabaseLiveBus(database: Database, onError: ErrorLog): Promise<ClosableLiveBus> {
  const { subscribe, dispatch } = listeners(onError);
  const listening = await database.listen(LIVE_CHANNEL, {
    onPayload: (payload) => {
      const event = decode(payload);
      if (event) dispatch(event);
    },
    onReconnect: () => dispatch({ type: 'missed' }),
    onError: (error) => onError(error, 'the live events connection failed'),
  });
  return {
    subscribe,
    publish: async (event) => {
      try {
        await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`.execute(database.db);
      } catch (error) {
        onError(error, 'a live event was not sent');
      }
    },
    close: () => listening.close(),
  };
}
