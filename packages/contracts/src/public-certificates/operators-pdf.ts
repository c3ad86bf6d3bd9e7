import { operatorsRegisterHtml, operatorsWords } from '@tc/pdf';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { centreDetails } from '../documents/document-settings.service.js';
import { renderPdf } from '../documents/render-pdf.js';
import { localized } from '../localized.js';
import { EXPIRING_WITHIN_DAYS, type OperatorsFilter } from './operators.schema.js';
import { clientOperators } from './operators.service.js';

/** The filter in the reader's words, 'Expiring · Mobile Crane', or null when the list is whole. */
async function filterWords(
  ctx: Pick<Context, 'db' | 'language'>,
  filter: OperatorsFilter,
): Promise<string | null> {
  const course = filter.courseId
    ? await ctx.db
        .selectFrom('courses')
        .select(['name', 'nameAr'])
        .where('id', '=', filter.courseId)
        .executeTakeFirst()
    : undefined;
  const parts = [
    filter.status && operatorsWords[ctx.language].status[filter.status],
    course && localized(course, 'name', ctx.language).text,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The register as a printable PDF ('operators-2026-12-07.pdf'): the same list as the screen and
 * the CSV, on the centre's letterhead, in the client's language.
 */
export async function clientOperatorsPdf(
  ctx: Pick<Context, 'db' | 'now' | 'appUrl' | 'pdf' | 'language'>,
  clientId: string,
  filter: OperatorsFilter,
): Promise<{ fileName: string; pdf: Buffer }> {
  const [operators, centre, client, filterText] = await Promise.all([
    clientOperators(ctx, clientId, filter),
    centreDetails(ctx.db),
    ctx.db
      .selectFrom('users')
      .select(['companyName', 'firstName', 'lastName', 'email'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow(),
    filterWords(ctx, filter),
  ]);
  const companyName =
    client.companyName?.trim() ||
    [client.firstName, client.lastName].filter(Boolean).join(' ') ||
    client.email;
  const html = operatorsRegisterHtml({
    centre,
    language: ctx.language,
    companyName,
    generatedAt: ctx.now().toISOString(),
    filter: filterText,
    expiringWithinDays: EXPIRING_WITHIN_DAYS,
    verifyAt: `${ctx.appUrl}/?section=certificates`,
    operators,
  });
  return {
    fileName: `operators-${centreDate(ctx.now())}.pdf`,
    pdf: await renderPdf(ctx, html, centre, ctx.language),
  };
}
