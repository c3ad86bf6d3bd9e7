import type { RouterInputs } from '@tc/contracts';
import { pdfFile, queryText, type RestRoute } from './adapter.js';

type Input<P extends keyof RouterInputs['reports']> = RouterInputs['reports'][P];

/** The Reports tab: a month's and a year's figures, and either as a PDF (a month given: the month's). */
export const reportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/reports/monthly',
    call: (caller, req) =>
      caller.reports.monthly({
        year: queryText(req.query.year),
        month: queryText(req.query.month),
      } as Input<'monthly'>),
  },
  {
    method: 'GET',
    path: '/api/admin/reports/yearly',
    call: (caller, req) => caller.reports.yearly({ year: queryText(req.query.year) } as Input<'yearly'>),
  },
  {
    method: 'POST',
    path: '/api/admin/reports/download',
    body: 'required',
    answers: 'file',
    call: async (caller, req) =>
      pdfFile(await caller.reports.download(req.body as Input<'download'>), 'attachment'),
  },
];
