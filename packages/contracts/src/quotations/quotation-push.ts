import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Context } from '../context.js';
import { queuePush } from '../jobs/deliveries.js';
import { formatBd } from './money.js';
import type { Quotation } from './quotations.schema.js';

/** The admins hear at once that a client accepted or rejected a quotation through its link. */
export function pushQuotationDecision(ctx: Context, db: Kysely<DB>, quotation: Quotation): Promise<void> {
  const accepted = quotation.status === 'accepted';
  const by = (accepted ? quotation.acceptedBy : quotation.rejectedBy) ?? quotation.companyName;
  return queuePush(
    ctx,
    db,
    { roles: ['admin'] },
    {
      title: accepted ? 'Quotation accepted' : 'Quotation rejected',
      body: `${quotation.quotationNumber} for ${quotation.companyName} (${formatBd(quotation.amount)}), ${accepted ? 'accepted' : 'rejected'} by ${by}`,
      url: '/?tab=quotations',
      tag: `quotation-${quotation.id}`,
    },
  );
}
