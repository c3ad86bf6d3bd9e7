import type { CentreDetails, DocumentLanguage } from './documents.js';
import { day, escapeHtml, instant, ltr } from './format.js';
import { masthead, page } from './layout.js';
import { operatorsWords } from './operators-words.js';

export type OperatorRegisterStatus = 'valid' | 'expiring' | 'expired' | 'revoked';

/** One operator as the client's register lists them: their certificates that name the client. */
export interface RegisterOperator {
  studentName: string;
  nationalIdMasked: string;
  certificates: Array<{
    certificateNumber: string;
    courseName: string;
    /** YYYY-MM-DD */
    publishDate: string;
    expiryDate: string | null;
    status: OperatorRegisterStatus;
  }>;
}

/**
 * The client's register of trained operators to print for a site audit or a gate: who holds which
 * certificate and where it stands on the day it was made, in the client's language.
 */
export interface OperatorsRegisterDocument {
  centre: CentreDetails;
  language: DocumentLanguage;
  companyName: string;
  /** An ISO instant. */
  generatedAt: string;
  /** The filter the list was made with, in words ('Expiring · Mobile Crane'), or null for all. */
  filter: string | null;
  /** How many days ahead counts as expiring. */
  expiringWithinDays: number;
  /** Where a certificate is checked by its number: the public verification page. */
  verifyAt: string;
  operators: RegisterOperator[];
}

const css = `
.summary{display:flex;flex-wrap:wrap;gap:3mm;margin:4mm 0}
.tally{border:0.3mm solid #d5dce7;border-radius:1.2mm;padding:1.5mm 3mm;font-size:8.5pt;color:#4a5568}
.tally b{font-size:12pt;color:#14253f;margin-inline-end:1.5mm;font-variant-numeric:tabular-nums}
.register td{vertical-align:top}
.register tr.first td{border-top:0.4mm solid #b9c3d3}
.register .who{font-weight:600}
.register .id{color:#4a5568;font-size:8pt}
.state{display:inline-block;padding:0.3mm 2mm;border-radius:1mm;font-size:8pt;font-weight:700;white-space:nowrap}
.state.valid{background:#e3f4e8;color:#1d7a3e}.state.expiring{background:#fff1d6;color:#9a5800}
.state.expired{background:#fde4e1;color:#b42318}.state.revoked{background:#eceff3;color:#5b6577}
.empty{margin:8mm 0;color:#4a5568}
.notes{margin-top:4mm;font-size:7.5pt;color:#4a5568;break-inside:avoid}
`;

function operatorRows(operator: RegisterOperator, language: DocumentLanguage): string {
  const words = operatorsWords[language];
  return operator.certificates
    .map((certificate, index) => {
      const who =
        index === 0
          ? `<span class="who" dir="auto">${escapeHtml(operator.studentName)}</span><br><span class="id">${ltr(operator.nationalIdMasked)}</span>`
          : '';
      const expires = certificate.expiryDate ? day(certificate.expiryDate, language) : words.noExpiry;
      return `<tr${index === 0 ? ' class="first"' : ''}><td>${who}</td><td>${ltr(certificate.certificateNumber)}</td>
<td dir="auto">${escapeHtml(certificate.courseName)}</td><td>${day(certificate.publishDate, language)}</td>
<td>${expires}</td><td><span class="state ${certificate.status}">${words.status[certificate.status]}</span></td></tr>`;
    })
    .join('\n');
}

/** The register's HTML: a masthead, the counts by state, then a row per certificate grouped by operator. */
export function operatorsRegisterHtml(document: OperatorsRegisterDocument): string {
  const { language, operators } = document;
  const words = operatorsWords[language];
  const certificates = operators.flatMap((operator) => operator.certificates);
  const count = (status: OperatorRegisterStatus) =>
    certificates.filter((certificate) => certificate.status === status).length;
  const facts: Array<[string, string]> = [
    [words.client, `<span dir="auto">${escapeHtml(document.companyName)}</span>`],
    [words.prepared, instant(document.generatedAt, language)],
    ...(document.filter ? [[words.showing, escapeHtml(document.filter)] as [string, string]] : []),
  ];
  const tallies: Array<[number, string]> = [
    [operators.length, words.operators],
    [certificates.length, words.certificates],
    ...(['valid', 'expiring', 'expired', 'revoked'] as const).map(
      (status) => [count(status), words.status[status]] as [number, string],
    ),
  ];
  const table =
    operators.length === 0
      ? `<p class="empty">${words.none}</p>`
      : `<table class="lines register"><thead><tr><th>${words.operator}</th><th>${words.certificateNumber}</th>
<th>${words.course}</th><th>${words.issued}</th><th>${words.expires}</th><th>${words.state}</th></tr></thead>
<tbody>${operators.map((operator) => operatorRows(operator, language)).join('\n')}</tbody></table>`;
  const body = [
    masthead('corporate', document.centre, words.title, facts),
    `<div class="summary">${tallies.map(([value, name]) => `<span class="tally"><b>${ltr(value)}</b>${name}</span>`).join('')}</div>`,
    table,
    `<div class="notes"><p>${words.expiringRule(document.expiringWithinDays)}</p><p>${words.verify(ltr(document.verifyAt))}</p></div>`,
  ].join('\n');
  return page(`${words.title} · ${document.companyName}`, 'corporate', body, { css, language });
}
