import type { AppRouter } from '@tc/contracts';
import type { PageRead } from '@tc/contracts/page-data';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/**
 * The tRPC link of a page rendered on the server: each read goes to the API's `read`, which answers
 * as tRPC does over HTTP; a failure becomes this client's TRPCClientError, as the browser's would.
 */
export function pageReadLink(read: PageRead): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        read(op.path, op.input).then(
          (answer) => {
            if ('error' in answer) {
              observer.error(TRPCClientError.from<AppRouter>(answer));
              return;
            }
            observer.next({ result: { type: 'data', data: answer.result.data } });
            observer.complete();
          },
          (cause: unknown) => observer.error(TRPCClientError.from<AppRouter>(cause as Error)),
        );
        return () => {};
      });
}
