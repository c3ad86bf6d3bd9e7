import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { HONEYPOT_FIELD } from '../forms/form-answers.js';
import { queueMail, queueMailToAdmins, queuePush } from '../jobs/deliveries.js';
import { localMessage } from '../messages/local-message.js';
import { countAttempt, type ThrottleRule } from '../throttle.js';
import { arabicCourseNames, type CourseNames } from './course-names.js';
import { clientDetailsFor } from './quotation-client-details.js';
import { pricedLines } from './quotation-lines.js';
import { quotationRequestNoticeMail, quotationRequestThanksMail } from './quotation-request-mail.js';
import { type quotationRequestInputSchema, quotationRequestMessages } from './quotation-requests.schema.js';
import type { Quotation } from './quotations.schema.js';
import { insertQuotation, validUntilOf } from './quotations-admin.service.js';

/*
 * A visitor's request for a quotation becomes a draft quotation, priced from the catalogue, for an
 * admin to review and send: nobody retypes it. The admins hear of it by mail and push; the
 * requester gets an acknowledgement in the language they asked in.
 */

/** 5 requests per client address in 10 minutes, as the contact form (throttle.ts: every process). */
export const quotationRequestRule: ThrottleRule = {
  name: 'quotation-request:address',
  limit: 5,
  windowMs: 10 * 60 * 1000,
};

type RequestData = z.output<typeof quotationRequestInputSchema>;

/** The client account with this address, if there is one (the draft is then theirs). */
async function clientWithEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'client')
    .where('isActive', '=', true)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

async function tellAdmins(ctx: Context, db: Kysely<DB>, quotation: Quotation, arabic: CourseNames) {
  const adminUrl = `${ctx.appUrl}/?tab=quotations`;
  await queueMailToAdmins(ctx, db, (email, { language }) =>
    quotationRequestNoticeMail(quotation, email, adminUrl, language, arabic),
  );
  await queuePush(ctx, db, { roles: ['admin'] }, (language) => ({
    title: language === 'ar' ? 'طلب عرض سعر جديد' : 'New quotation request',
    body: `${quotation.companyName} · ${quotation.quotationNumber}`,
    url: '/?tab=quotations',
    tag: `quotation-${quotation.id}`,
  }));
}

/**
 * POST /api/public/quotation-requests: the draft, its lines at the catalogue's training prices,
 * linked to the client account whose address it gives. Answers the thanks; a filled honeypot gets
 * the same answer and nothing is kept.
 */
export async function requestQuotation(ctx: Context, input: RequestData): Promise<{ message: string }> {
  const answer = { message: localMessage(quotationRequestMessages.received, ctx.language) };
  if (input[HONEYPOT_FIELD]) return answer;
  const attempt = await countAttempt(
    ctx.db,
    quotationRequestRule,
    ctx.client.ipAddress ?? 'unknown',
    ctx.now(),
  );
  if (!attempt.allowed) throw new AppError('TOO_MANY_REQUESTS', quotationRequestMessages.throttled);
  await ctx.db.transaction().execute(async (trx) => {
    // Courses active in the catalogue only, at their training price; any other answers 400.
    const priced = await pricedLines(
      trx,
      input.courses.map((course) => ({
        course: course.courseId,
        trainingType: 'full_course',
        candidates: course.numberOfCandidates,
      })),
      { offeredOnly: true, unknownCourse: quotationRequestMessages.unknownCourse },
    );
    const client = await clientWithEmail(trx, input.email);
    const quotation = await insertQuotation(
      trx,
      ctx,
      { via: 'quotation request', id: client?.id ?? null, email: input.email, name: input.contactPerson },
      {
        source: 'request',
        clientId: client?.id ?? null,
        companyName: input.companyName,
        clientName: input.contactPerson,
        contactPerson: input.contactPerson,
        clientEmail: input.email,
        contactEmail: input.email,
        contactPhone: input.phone,
        ...(await clientDetailsFor(trx, { clientId: client?.id })),
        ccEmails: '',
        validUntil: validUntilOf(null, centreDate(ctx.now())),
        pdfTheme: 'corporate',
        language: ctx.language,
        requestedDate: input.preferredDate,
        requestNotes: input.notes ?? null,
        publishedBy: null,
      },
      priced,
    );
    // The courses' Arabic names, read once: the requester's and each admin's mail take them if Arabic.
    const arabic = await arabicCourseNames(trx, quotation.lines, 'ar');
    await tellAdmins(ctx, trx, quotation, arabic);
    await queueMail(ctx, trx, quotationRequestThanksMail(quotation, ctx.language, arabic));
  });
  return answer;
}
