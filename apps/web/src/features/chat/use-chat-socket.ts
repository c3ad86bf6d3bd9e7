import { type ChatSocketFrame, SESSION_ENDED_CLOSE_CODE } from '@tc/contracts/schemas';
import { useEffect, useRef, useState } from 'react';

const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;

/** The wait before the next attempt to reconnect: 1 s, doubling each time, at most 30 s. */
export function reconnectDelay(failedAttempts: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** failedAttempts, LONGEST_DELAY_MS);
}

function socketAddress(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
}

function parseEvent(data: unknown): ChatSocketFrame | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as { type?: unknown; data?: unknown };
    return event.type === 'new_message' || event.type === 'chat_read'
      ? (event as ChatSocketFrame)
      : undefined;
  } catch {
    return undefined;
  }
}

interface ChatSocketHandlers {
  /** Every (re)connection: what was missed meanwhile is read again. */
  onOpen: () => void;
  /** A new message (the user's own too), or the user read the chat on another device. */
  onEvent: (event: ChatSocketFrame) => void;
  /** The server closed the socket because the session ended: no reconnecting. */
  onSessionEnded: () => void;
}

/**
 * The chat's live connection to /ws on this origin (the session cookie goes with it), kept open
 * while `enabled`: when it drops, it comes back after 1 s, then 2, 4... up to 30 s between attempts,
 * and at once when the browser is back online. Answers whether it is connected now.
 */
export function useChatSocket(enabled: boolean, handlers: ChatSocketHandlers): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failedAttempts = 0;
    let stopped = false;

    const connect = () => {
      clearTimeout(retry);
      const current = new WebSocket(socketAddress());
      socket = current;
      current.onopen = () => {
        failedAttempts = 0;
        setConnected(true);
        latest.current.onOpen();
      };
      current.onmessage = (message) => {
        const event = parseEvent(message.data);
        if (event) latest.current.onEvent(event);
      };
      current.onclose = (closed) => {
        if (socket !== current) return;
        setConnected(false);
        if (stopped) return;
        if (closed.code === SESSION_ENDED_CLOSE_CODE) {
          latest.current.onSessionEnded();
          return;
        }
        retry = setTimeout(connect, reconnectDelay(failedAttempts));
        failedAttempts += 1;
      };
    };
    const reconnectNow = () => {
      if (socket?.readyState !== WebSocket.CLOSED) return;
      failedAttempts = 0;
      connect();
    };

    connect();
    window.addEventListener('online', reconnectNow);
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('online', reconnectNow);
      // Closing a socket still connecting makes the browser log an error: let it open first.
      if (socket?.readyState === WebSocket.CONNECTING) socket.onopen = () => socket?.close();
      else socket?.close();
      setConnected(false);
    };
  }, [enabled]);

  return connected;
}
