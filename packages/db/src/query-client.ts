import pg from 'pg';

type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;

/**
 * pg's Client, answering the one form of query() Kysely uses (SQL text and its values, no
 * callback) through pg's callback form, in a promise of its own. pg's promise form
 * (`new Promise(...).catch(...)`, to rewrite an error's stack) left about a tenth of what each
 * request allocated alive past two young collections: the rows of a 16-row catalogue read were
 * promoted and collected only by the next full collection, ~30 us of collector time a request
 * (docs/benchmarks.md). Errors still come back as pg's own; Kysely adds the caller's stack.
 */
export class QueryClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg declares query() as a dozen overloads; this takes them all.
  override query(...args: any[]): any {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && callback === undefined) {
      return new Promise<pg.QueryResult>((resolve, reject) => {
        const answer: QueryCallback = (error, result) => (error ? reject(error) : resolve(result));
        super.query(text, values, answer);
      });
    }
    return (super.query as (...given: unknown[]) => unknown)(...args);
  }
}
