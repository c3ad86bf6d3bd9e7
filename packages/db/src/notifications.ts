import pg from 'pg';

/*
 * PostgreSQL LISTEN on a connection of its own: the pool's connections come and go, a listening
 * one must stay. It is made again when it breaks (server restart, network), and the listener is
 * told, since what was sent in between is lost.
 */

export interface NotificationHandlers {
  onPayload: (payload: string) => void;
  /** The connection broke and listens again: notifications sent in between were missed. */
  onReconnect?: () => void;
  /** A lost or refused connection (logged by the caller; listening goes on being retried). */
  onError?: (error: Error) => void;
}

export interface Listening {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/** Listens on `channel` of the server at `connectionString`; rejects if the first connection fails. */
export async function listenOnServer(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listening> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    client.on('error', (error) => {
      handlers.onError?.(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    if (closed) await client.end();
  };

  const reconnect = (delayMs: number) => {
    retry = setTimeout(async () => {
      try {
        await connect();
        handlers.onReconnect?.();
      } catch (error) {
        handlers.onError?.(error as Error);
        if (!closed) reconnect(Math.min(delayMs * 2, LAST_RETRY_MS));
      }
    }, delayMs);
    retry.unref();
  };

  function lost(client: pg.Client): void {
    if (closed || current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    reconnect(FIRST_RETRY_MS);
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}
