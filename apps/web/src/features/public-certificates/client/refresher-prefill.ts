import { REQUEST_CANDIDATES_MAX, REQUEST_NOTES_MAX, type SessionUser } from '@tc/contracts/schemas';
import { formatCalendarDate } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';
import type { QuotationRequestPrefill } from '../../quotations/request/quotation-request-form';
import type { OperatorRow } from './operator-rows';

/**
 * The notes of a refresher request: a line per certificate naming the operator (masked ID), the
 * course, the certificate and when it lapses, as many as the notes hold, then how many more.
 */
export function refresherNotes(rows: readonly OperatorRow[], t: TFunction, language: string): string {
  const lines = rows.map(({ studentName, nationalIdMasked, certificate }) => {
    const date = certificate.expiryDate ? formatCalendarDate(certificate.expiryDate, language) : '';
    return `- ${t('clientOperators.notesLine', {
      name: studentName,
      id: nationalIdMasked,
      course: certificate.courseName,
      number: certificate.certificateNumber,
      standing: t(
        certificate.status === 'expired' ? 'clientOperators.expiredOn' : 'clientOperators.expiresOn',
        { date },
      ),
    })}`;
  });
  const kept = [t('clientOperators.notesIntro')];
  for (const [index, line] of lines.entries()) {
    const more = `- ${t('clientOperators.notesMore', { count: lines.length - index })}`;
    const last = index === lines.length - 1;
    // Room is kept for the 'and N more' line unless this is the last line.
    const needed = [...kept, line, ...(last ? [] : [more])].join('\n').length;
    if (needed > REQUEST_NOTES_MAX) {
      kept.push(more);
      break;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

/**
 * The quotation request for refreshers of these certificates: each course once, with the number of
 * operators on it; the client's company and contact details; the operators named in the notes.
 */
export function refresherPrefill(
  rows: readonly OperatorRow[],
  user: Pick<SessionUser, 'companyName' | 'firstName' | 'lastName' | 'email' | 'phone'>,
  t: TFunction,
  language: string,
): QuotationRequestPrefill {
  const operatorsByCourse = new Map<string, Set<string>>();
  for (const row of rows) {
    const operators = operatorsByCourse.get(row.certificate.courseId) ?? new Set<string>();
    operators.add(`${row.studentName} ${row.nationalIdMasked}`);
    operatorsByCourse.set(row.certificate.courseId, operators);
  }
  const contactPerson = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    courses: [...operatorsByCourse].map(([courseId, operators]) => ({
      courseId,
      numberOfCandidates: Math.min(operators.size, REQUEST_CANDIDATES_MAX),
    })),
    companyName: user.companyName ?? '',
    contactPerson,
    email: user.email,
    phone: user.phone ?? '',
    notes: refresherNotes(rows, t, language),
  };
}
