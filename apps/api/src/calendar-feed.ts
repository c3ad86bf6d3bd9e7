import { calendarFeedText } from '@tc/contracts';
import type { FastifyInstance } from 'fastify';
import { type ContextDeps, contextFromRequest } from './request-context.js';

/**
 * GET /api/calendar/<token>.ics: the classes behind a private calendar address, as iCalendar text
 * for calendar apps (which send no cookie: the unguessable token is the key). Never cached, since
 * classes change; an unknown or revoked address is a JSON 404 like every other unknown API path.
 */
export function registerCalendarFeed(app: FastifyInstance, deps: ContextDeps): void {
  app.get('/api/calendar/:file', async (req, reply) => {
    const { file } = req.params as { file: string };
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : file;
    const text = await calendarFeedText(await contextFromRequest(deps, req, reply), token);
    if (text === null)
      return reply.status(404).send({ message: 'This calendar address is unknown or was turned off.' });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="classes.ics"')
      .type('text/calendar; charset=utf-8')
      .send(text);
  });
}
