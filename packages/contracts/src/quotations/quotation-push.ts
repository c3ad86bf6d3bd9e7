import type { Context } from '../context.js';
import { formatBd } from './money.js';
import type { Quotation } from './quotations.schema.js';

/** The admins hear at once that a client accepted or rejected a quotation through its link. */
export function pushQuotationDecision(ctx: Context, quotation: Quotation): void {
  const accepted = quotation.status === 'accepted';
  const by = (accepted ? quotation.acceptedBy : quotation.rejectedBy) ?? quotation.companyName;
  ctx.push.send(
    { roles: ['admin'] },
    {
      title: accepted ? 'Quotation accepted' : 'Quotation rejected',
      body: `${quotation.quotationNumber} for ${quotation.companyName} (${formatBd(quotation.amount)}), ${accepted ? 'accepted' : 'rejected'} by ${by}`,
      url: '/?tab=quotations',
      tag: `quotation-${quotation.id}`,
    },
  );
}
