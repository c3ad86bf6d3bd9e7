import type { RouterInputs } from '@tc/contracts';
import { idParam, type RestRoute, withId } from './adapter.js';

type Input<P extends keyof RouterInputs['financialGoals']> = RouterInputs['financialGoals'][P];

/**
 * The Financial Goals tab's paths. Amounts are sent as JSON numbers or decimal texts and answered
 * as texts with two decimals ("1250.50").
 */
export const financialGoalRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/admin/financial-goals', call: (caller) => caller.financialGoals.list() },
  {
    method: 'POST',
    path: '/api/admin/financial-goals',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.financialGoals.create(req.body as Input<'create'>),
  },
  {
    method: 'GET',
    path: '/api/admin/financial-goals/:id',
    call: (caller, req) => caller.financialGoals.get(idParam(req)),
  },
  {
    // The fields to change; `{ isActive: false }` closes the goal, `{ isActive: true }` reopens it.
    method: 'PATCH',
    path: '/api/admin/financial-goals/:id',
    body: 'required',
    call: (caller, req) => caller.financialGoals.update(withId(req) as Input<'update'>),
  },
  {
    // Only a goal with no transactions: 409 otherwise (close it instead).
    method: 'DELETE',
    path: '/api/admin/financial-goals/:id',
    call: (caller, req) => caller.financialGoals.delete(idParam(req)),
  },
  {
    method: 'GET',
    path: '/api/admin/financial-goals/:id/transactions',
    call: (caller, req) => caller.financialGoals.transactions(idParam(req)),
  },
  {
    // { amount, description, transactionType }: who recorded it comes from the session.
    method: 'POST',
    path: '/api/admin/financial-goals/:id/transactions',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.financialGoals.recordTransaction(withId(req) as Input<'recordTransaction'>),
  },
  {
    // No body: answers the opposite transaction, which names the one it reverses; once (409 after).
    method: 'POST',
    path: '/api/admin/financial-goals/:id/transactions/:transactionId/reverse',
    status: 201,
    call: (caller, req) =>
      caller.financialGoals.reverseTransaction({
        id: req.params.id ?? '',
        transactionId: req.params.transactionId ?? '',
      }),
  },
];
