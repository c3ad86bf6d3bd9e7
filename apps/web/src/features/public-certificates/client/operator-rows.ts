import type {
  Operator,
  OperatorCertificate,
  OperatorCertificateStatus,
  OperatorsFilter,
} from '@tc/contracts/schemas';

/** A line of the register: one certificate, with the operator who holds it. */
export interface OperatorRow {
  studentName: string;
  nationalIdMasked: string;
  certificate: OperatorCertificate;
}

/** The register's answer (operators, each with their certificates) as its lines, in the same order. */
export function operatorRows(operators: readonly Operator[]): OperatorRow[] {
  return operators.flatMap(({ studentName, nationalIdMasked, certificates }) =>
    certificates.map((certificate) => ({ studentName, nationalIdMasked, certificate })),
  );
}

/** The standings a refresher is offered for: a certificate about to lapse, or lapsed. */
const DUE: ReadonlySet<OperatorCertificateStatus> = new Set(['expiring', 'expired']);

export const isDueForRefresher = (row: OperatorRow) => DUE.has(row.certificate.status);

/** The courses the client's operators hold, each once, by name: the course filter's choices. */
export function courseChoices(rows: readonly OperatorRow[]): Array<{ value: string; label: string }> {
  const names = new Map(rows.map((row) => [row.certificate.courseId, row.certificate.courseName]));
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** What the register is asked with: only the filters chosen, so 'all' shares the unfiltered answer. */
export function operatorsFilter(
  status: OperatorCertificateStatus | undefined,
  courseId: string | undefined,
): OperatorsFilter {
  return { ...(status && { status }), ...(courseId && { courseId }) };
}

/** The register as a file (GET /api/client/operators.csv or .pdf), with the same filters as the screen. */
export function operatorsFileUrl(kind: 'csv' | 'pdf', filter: OperatorsFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.courseId) query.set('courseId', filter.courseId);
  const search = query.toString();
  return `/api/client/operators.${kind}${search ? `?${search}` : ''}`;
}
