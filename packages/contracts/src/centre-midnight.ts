import { type RawBuilder, sql } from 'kysely';
import { CENTRE_TIME_ZONE } from './centre-date.js';

/**
 * The instant a Bahrain date begins (midnight in the centre's time zone), in SQL: a date given as
 * 'YYYY-MM-DD' or as an SQL date expression. Comparing a timestamptz column with it, rather than
 * the column read on Bahrain's clock, lets PostgreSQL use the column's index.
 */
export function centreMidnight(date: string | RawBuilder<unknown>): RawBuilder<Date> {
  return sql<Date>`(cast(${date} as timestamp) at time zone ${CENTRE_TIME_ZONE})`;
}
