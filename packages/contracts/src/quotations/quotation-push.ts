import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Context } from '../context.js';
import { queuePush } from '../jobs/deliveries.js';
import { formatBd } from './money.js';
import type { Quotation } from './quotations.schema.js';

/** What the notice says, in each admin's language; the number, company, amount and name as written. */
const en = {
  title: (accepted: boolean) => (accepted ? 'Quotation accepted' : 'Quotation rejected'),
  body: (number: string, company: string, amount: string, accepted: boolean, by: string) =>
    `${number} for ${company} (${amount}), ${accepted ? 'accepted' : 'rejected'} by ${by}`,
};
const ar: typeof en = {
  title: (accepted) => (accepted ? 'قُبل عرض السعر' : 'رُفض عرض السعر'),
  body: (number, company, amount, accepted, by) =>
    `\u2068${number}\u2069 لشركة \u2068${company}\u2069 (\u2068${amount}\u2069): ${accepted ? 'قبله' : 'رفضه'} \u2068${by}\u2069`,
};
const texts = { en, ar };

/** The admins hear at once that a client accepted or rejected a quotation through its link. */
export function pushQuotationDecision(ctx: Context, db: Kysely<DB>, quotation: Quotation): Promise<void> {
  const accepted = quotation.status === 'accepted';
  const by = (accepted ? quotation.acceptedBy : quotation.rejectedBy) ?? quotation.companyName;
  const amount = formatBd(quotation.amount);
  return queuePush(ctx, db, { roles: ['admin'] }, (language) => ({
    title: texts[language].title(accepted),
    body: texts[language].body(quotation.quotationNumber, quotation.companyName, amount, accepted, by),
    url: '/?tab=quotations',
    tag: `quotation-${quotation.id}`,
  }));
}
