import {
  callerLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  type Language,
} from '@tc/contracts/language';
import type { FastifyRequest } from 'fastify';

/** The language a link chooses with `?lang=en|ar`, if it does. */
export function queryLanguage(query: unknown): Language | undefined {
  const chosen = (query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY];
  return isLanguage(chosen) ? chosen : undefined;
}

/** The caller's language as its context chose it (with the account's choice), per request. */
const chosenLanguages = new WeakMap<FastifyRequest, Language>();

export function rememberLanguage(req: FastifyRequest, language: Language): void {
  chosenLanguages.set(req, language);
}

/**
 * The language to answer a request in: its context's (the account's first) once there is one; before
 * that (a body that is not JSON, a foreign origin) or without one (the database is down), a
 * `?lang=` link's, else the cookie's, else Accept-Language's, else English.
 */
export function requestLanguage(req: FastifyRequest): Language {
  const cookies = (req as { cookies?: Record<string, string | undefined> }).cookies;
  return (
    chosenLanguages.get(req) ??
    queryLanguage(req.query) ??
    callerLanguage({ cookie: cookies?.[LANGUAGE_COOKIE], acceptLanguage: req.headers['accept-language'] })
  );
}
