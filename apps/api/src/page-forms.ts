import {
  type AnswerProblem,
  AppError,
  appRouter,
  type Context,
  HONEYPOT_FIELD,
  type Language,
  localMessage,
  parseCalendarDate,
  restError,
} from '@tc/contracts';
import { CONTACT_FORM_POSTED, type PostedForm } from '@tc/contracts/page-data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { pageContext } from './page-data.js';
import { type ContextDeps, contextFromRequest } from './request-context.js';
import type { SendPage } from './web-app.js';

/** Far more than the longest answers a form takes (a textarea's 10,000 characters, many fields). */
const FORM_BODY_LIMIT = 256 * 1024;

type PostedValues = Record<string, string | string[]>;
/** A posted form's page: how it went, and its status. */
type Posted = { form: PostedForm; status: number };

/** A refusal as the page shows it: its status, the message, and each field's own message. */
function refusal(error: unknown, language: Language): { status: number; outcome: PostedForm['outcome'] } {
  const { status, body } = restError(error, language);
  const fieldErrors: Record<string, string> = {};
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof ZodError) {
    for (const issue of cause.issues) {
      const field = String(issue.path[0] ?? '');
      if (field) fieldErrors[field] ??= localMessage(issue.message, language);
    }
  }
  const problems =
    error instanceof AppError ? (error.details?.errors as AnswerProblem[] | undefined) : undefined;
  for (const problem of problems ?? []) {
    fieldErrors[problem.fieldName] ??= localMessage(problem.message, language);
  }
  return { status, outcome: { sent: false, message: body.message, fieldErrors } };
}

/** The posted fields (none when the body was not a form's). */
const postedValues = (body: unknown) => (body instanceof URLSearchParams ? body : new URLSearchParams());

const first = (params: URLSearchParams, name: string) => params.get(name) ?? '';

/**
 * The contact form and the public forms as plain HTML forms, for a browser that runs no script (or
 * a visitor who sends before the page's script has run): each posts to its own page's address, the
 * same procedure checks and stores it as for the app, and the page answers rendered, thanked or
 * refused with the server's message and what was typed (status 400 or 429 for a refusal). The API's
 * own paths still take JSON only; a form body is parsed here, and a post from another site is
 * refused before it (cross-site-requests.ts).
 */
export async function registerPageForms(
  app: FastifyInstance,
  deps: ContextDeps,
  sendPage: SendPage,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, new URLSearchParams(body.toString())),
    );

    /** Runs the post in the page's context and answers its page; no such form, its 404 page. */
    const answer =
      (post: (ctx: Context, params: URLSearchParams, req: FastifyRequest) => Promise<Posted | null>) =>
      async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = await pageContext(await contextFromRequest(deps, req, reply), req.query);
        const posted = await post(ctx, postedValues(req.body), req);
        return posted ? sendPage(req, reply, posted) : sendPage(req, reply);
      };
    const sent = (form: string, successMessage?: string): Posted => ({
      form: { form, values: {}, outcome: { sent: true, successMessage } },
      status: 200,
    });
    const refused = (form: string, values: PostedValues, error: unknown, language: Language): Posted => {
      const { status, outcome } = refusal(error, language);
      return { form: { form, values, outcome }, status };
    };

    // The landing page's contact section (/?section=contact).
    scope.post(
      '/',
      answer(async (ctx, params) => {
        const values = {
          name: first(params, 'name'),
          email: first(params, 'email'),
          courseInterest: first(params, 'courseInterest'),
          message: first(params, 'message'),
        };
        try {
          await appRouter.createCaller(ctx).contact.send(values);
          return sent(CONTACT_FORM_POSTED);
        } catch (error) {
          return refused(CONTACT_FORM_POSTED, values, error, ctx.language);
        }
      }),
    );

    scope.post(
      '/forms/:slug',
      answer(async (ctx, params, req) => {
        const { slug } = req.params as { slug: string };
        const caller = appRouter.createCaller(ctx);
        const form = await caller.forms.getPublic({ slug }).catch(() => null);
        if (!form) return null;
        // Checkboxes send each option ticked; a date comes as typed (22/11/2026), read back here
        // (the page shows again only a date its field can hold: public-form-body.tsx).
        const values: PostedValues = Object.fromEntries(
          form.fields.map(({ fieldName, fieldType }) => {
            if (fieldType === 'checkbox') return [fieldName, params.getAll(fieldName)];
            const text = first(params, fieldName);
            return [fieldName, fieldType === 'date' ? (parseCalendarDate(text, ctx.language) ?? text) : text];
          }),
        );
        try {
          const data = { ...values, [HONEYPOT_FIELD]: first(params, HONEYPOT_FIELD) };
          const { successMessage } = await caller.forms.submit({ slug, data });
          return sent(slug, successMessage);
        } catch (error) {
          return refused(slug, values, error, ctx.language);
        }
      }),
    );
  });
}
