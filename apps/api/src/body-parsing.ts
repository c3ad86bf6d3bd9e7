import { localMessage } from '@tc/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requestLanguage } from './request-language.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Fastify's own request errors, answered as `{ message }` like every other error of the API. */
const requestErrorMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body is incomplete' },
  // A REST body is JSON; a form post or plain text is a bad request here (and no cross-site form
  // can post to the API).
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    message: 'The request body must be JSON (Content-Type: application/json)',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
};

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty body
 * with a JSON content type counts as no body; and request errors answer `{ message }`, never a
 * stack trace or a 500 for bad input.
 */
export function configureBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // No API path takes plain text; without this parser a text body is refused like any non-JSON one.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(req, text, done);
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const known = error.code ? requestErrorMessages[error.code] : undefined;
    if (known)
      return reply.status(known.status).send({ message: localMessage(known.message, requestLanguage(req)) });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: localMessage(INTERNAL_MESSAGE, requestLanguage(req)) });
    }
    return reply.status(status).send({ message: localMessage(error.message, requestLanguage(req)) });
  });
}
