import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import type { Language } from './language.js';
import { localMessage } from './messages/local-message.js';

/**
 * The error codes domain code may throw. They are tRPC's own codes, so tRPC's map from code to
 * HTTP status (getHTTPStatusCodeFromError) is the one both transports answer with: /trpc, and
 * the REST adapter through restError below.
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  /** Something the server needs is not there (no Chromium for PDFs): 503. */
  | 'SERVICE_UNAVAILABLE';

/**
 * Thrown by services: the message is shown to the user as it is. Details (a CSV import's row
 * errors) travel beside it: in the REST body and in the tRPC error's data.
 */
export class AppError extends TRPCError {
  constructor(
    code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super({ code, message });
    this.name = 'AppError';
  }
}

const internalMessage = 'Something went wrong on our side. Please try again.';

/**
 * zod's own message for a missing or mistyped field ('Invalid input: expected string, received
 * undefined') does not say which field; name it. Messages a schema chose itself pass through.
 */
function issueMessage(issue: ZodError['issues'][number] | undefined): string {
  if (!issue) return 'Invalid input';
  if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid option') && issue.path.length > 0) {
    return `${issue.path.join('.')} must be one of: ${issue.values.map(String).join(', ')}`;
  }
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input:')) return issue.message;
  if (issue.path.length === 0) {
    if (issue.message.endsWith('received undefined')) return 'A JSON request body is required';
    return issue.expected === 'object' ? 'The request body must be a JSON object' : issue.message;
  }
  const field = issue.path.join('.');
  if (issue.message.endsWith('received undefined')) return `${field} is required`;
  return `${field} must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
}

/**
 * The message a client may see for an error, in the caller's language: a zod failure gives its
 * first issue's message.
 */
export function publicMessage(error: TRPCError, language: Language = 'en'): string {
  if (error.cause instanceof ZodError) return localMessage(issueMessage(error.cause.issues[0]), language);
  if (error.code === 'INTERNAL_SERVER_ERROR') return localMessage(internalMessage, language);
  return localMessage(error.message, language);
}

/** Status and body for the REST adapter, the message in the caller's language. */
export function restError(
  error: unknown,
  language: Language = 'en',
): { status: number; body: { message: string } } {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  const details = trpcError instanceof AppError ? trpcError.details : undefined;
  return {
    status: getHTTPStatusCodeFromError(trpcError),
    body: { ...details, message: publicMessage(trpcError, language) },
  };
}

/** True for PostgreSQL's unique_violation (23505), from pg and from PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** What went wrong, as one line for a log or a delivery's last error. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
