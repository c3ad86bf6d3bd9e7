import { randomInt } from 'node:crypto';

/*
 * A steady mixed load through the proxy, as the console and visitors make it: requests started at
 * a fixed rate whatever the answers take (so a slow or dead process does not slow the load down),
 * each write's acknowledgement kept so the test can look for it afterwards.
 */

/** A real 1x1 PNG: the uploads' file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export type Kind = 'read' | 'sign-in' | 'upload' | 'quotation' | 'send' | 'chat';

/** One cycle of 40 requests: 23 reads, 6 chat messages, 4 quotations, 3 uploads, 3 sign-ins, 1 send. */
const CYCLE: Kind[] = (
  'read chat read quotation read upload read sign-in read chat ' +
  'read quotation read read chat upload read send read sign-in ' +
  'read chat read quotation read read upload read chat read ' +
  'sign-in read quotation read chat read read read read read'
).split(' ') as Kind[];

const READS = ['/api/courses', '/api/admin/quotations', '/api/admin/chat/messages', '/api/auth/me'];

export interface LoadOptions {
  /** nginx's address. */
  url: string;
  /** The signed-in admin's session cookie and credentials (sign-ins use them too). */
  cookie: string;
  admin: { email: string; password: string };
  /** A course code of the catalogue for the quotations. */
  courseCode: string;
  /** Requests a second, and for how long. */
  rate: number;
  seconds: number;
  /** A label for this run's quotation e-mail addresses. */
  label: string;
}

export interface Outcome {
  kind: Kind;
  status: number | string;
  startedAt: number;
  endedAt: number;
}

/** A running load: its outcomes so far, and what the server acknowledged (2xx) so far. */
export interface Load {
  outcomes: Outcome[];
  /** Quotation and chat message ids, image paths, session cookies. */
  acknowledged: {
    quotations: string[];
    sends: string[];
    chats: string[];
    uploads: string[];
    sessions: string[];
  };
  /** Keeps the load going past its seconds until `work` settles; answers `work`. */
  hold: <T>(work: Promise<T>) => Promise<T>;
  /** Resolves once every request has been answered (or has failed). */
  done: Promise<void>;
}

/**
 * A request sent again when the connection it went out on was closed before any answer came: nginx
 * closes its idle kept-alive connections when it reloads, and one may close just as a request is
 * written to it. The proxy never read that request, so a browser sends it again on a new connection
 * whatever its method (Chromium's ShouldResendRequest); the load does the same, at most twice.
 */
async function resent(send: () => Promise<Response>, tries = 3): Promise<Response> {
  try {
    return await send();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const closedUnanswered =
      cause?.message === 'other side closed' || (cause as { code?: string })?.code === 'ECONNRESET';
    if (!closedUnanswered || tries <= 1) throw error;
    return resent(send, tries - 1);
  }
}

const fresh = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export function startLoad(options: LoadOptions): Load {
  const { url, cookie } = options;
  const acknowledged: Load['acknowledged'] = {
    quotations: [],
    sends: [],
    chats: [],
    uploads: [],
    sessions: [],
  };
  const unsent: string[] = [];
  let quotationCount = 0;
  const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });

  /** The request of one kind; answers what to keep from a 2xx answer. */
  const request = async (kind: Kind, index: number): Promise<Response> => {
    const post = (path: string, init: { body?: BodyInit; 'content-type'?: string; cookie?: string }) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          origin: url,
          'x-forwarded-for': fresh(),
          cookie: init.cookie ?? cookie,
          ...(init['content-type'] ? { 'content-type': init['content-type'] } : {}),
        },
        body: init.body,
        signal: AbortSignal.timeout(30_000),
      });
    switch (kind) {
      case 'sign-in':
        return post('/api/auth/login', { ...json(options.admin), cookie: '' });
      case 'upload': {
        const form = new FormData();
        form.append('image', new Blob([PNG], { type: 'image/png' }), 'photo.png');
        return post('/api/admin/upload-image', { body: form });
      }
      case 'quotation': {
        const code = options.courseCode;
        return post('/api/admin/quotations', {
          ...json({
            companyName: 'Cluster Test Co',
            clientName: 'Load Test',
            contactEmail: `${options.label}-${++quotationCount}@cluster.test`,
            selectedCourses: code,
            courseParticipants: { [code]: 2 },
            courseTrainingTypes: { [code]: 'full_course' },
          }),
        });
      }
      case 'send':
        return post(`/api/admin/quotations/${unsent.shift()}/send`, {});
      case 'chat':
        return post('/api/admin/chat/messages', json({ message: `${options.label} message ${index}` }));
      case 'read':
        return fetch(`${url}${READS[index % READS.length]}`, {
          headers: { cookie },
          signal: AbortSignal.timeout(30_000),
        });
    }
  };

  const keep = async (kind: Kind, answer: Response) => {
    if (kind === 'read') return void (await answer.arrayBuffer());
    const body = (await answer.json()) as { id?: string; imageUrl?: string };
    if (kind === 'quotation' && body.id) {
      acknowledged.quotations.push(body.id);
      unsent.push(body.id);
    }
    if (kind === 'send' && body.id) acknowledged.sends.push(body.id);
    if (kind === 'chat' && body.id) acknowledged.chats.push(body.id);
    if (kind === 'upload' && body.imageUrl) acknowledged.uploads.push(body.imageUrl);
    if (kind === 'sign-in') acknowledged.sessions.push(answer.headers.getSetCookie()[0]?.split(';')[0] ?? '');
  };

  const outcomes: Outcome[] = [];
  const fire = async (index: number) => {
    // A send needs a quotation made before it; without one, the slot is a read.
    const planned = CYCLE[index % CYCLE.length] ?? 'read';
    const kind = planned === 'send' && unsent.length === 0 ? 'read' : planned;
    const startedAt = Date.now();
    let status: number | string;
    try {
      const answer = await resent(() => request(kind, index));
      status = answer.status;
      if (answer.ok) await keep(kind, answer);
      else await answer.arrayBuffer();
    } catch (error) {
      status =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : 'error';
    }
    outcomes.push({ kind, status, startedAt, endedAt: Date.now() });
  };

  let held = 0;
  const hold = <T>(work: Promise<T>) => {
    held++;
    return work.finally(() => held--);
  };
  const run = async () => {
    const total = options.rate * options.seconds;
    const interval = 1000 / options.rate;
    const started = Date.now();
    const inFlight: Promise<void>[] = [];
    for (let index = 0; index < total || held > 0; index++) {
      // Pacing, not waiting for a condition: request n starts n intervals after the first.
      const due = started + index * interval - Date.now();
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      inFlight.push(fire(index));
    }
    await Promise.all(inFlight);
  };
  return { outcomes, acknowledged, hold, done: run() };
}

/** A request that failed: no answer, or not the 2xx a healthy cluster gives every one of them. */
export const failed = (outcome: Outcome) =>
  typeof outcome.status === 'string' || outcome.status < 200 || outcome.status > 299;
