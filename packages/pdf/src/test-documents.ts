import { crc32, deflateSync } from 'node:zlib';
import type {
  CentreDetails,
  CreditNoteDocument,
  DocumentClient,
  DocumentLine,
  InvoiceDocument,
  InvoicePaymentStatus,
  PdfTheme,
  QuotationDocument,
} from './documents.js';
import type { MonthlyReportFigures, YearlyReportFigures } from './report.js';

/** Documents the tests and the look-over print: the centre's real shape, made-up figures. */

export const centre: CentreDetails = {
  name: 'Gulf Lifting & Heavy Equipment Training Centre',
  address: 'Building 1245, Road 3621, Block 436\nSitra Industrial Area, Kingdom of Bahrain',
  phone: '+973 1777 4210',
  email: 'training@gulflifting.bh',
  paymentDetails:
    'Bank: National Bank of Bahrain, Sitra branch\nAccount name: Gulf Lifting & Heavy Equipment Training Centre W.L.L.\nIBAN: BH67 NBOB 0000 0012 3456 78\nPlease quote the quotation number with your payment.',
  vatRegistrationNumber: '200012345600002',
  termsAndConditions:
    'Payment is due within 30 days of the invoice date.\nA candidate who misses a booked class may join the next one at no charge.',
};

export const client: DocumentClient = {
  companyName: 'Al Manara Construction & Contracting W.L.L.',
  contactName: 'Fatima Al Khalifa',
  contactPerson: 'Yusuf Haddad, HSE Manager',
  email: 'fatima.alkhalifa@almanara.bh',
  phone: '+973 3912 0456',
  address: 'Flat 21, Building 310, Road 2803\nSeef District, Kingdom of Bahrain',
  vatNumber: '220000987600003',
  crNumber: '45678-1',
};

const courses: Array<Omit<DocumentLine, 'candidates' | 'lineTotal'>> = [
  {
    courseName: 'Mobile Crane Operations',
    courseCode: 'MCO-101',
    trainingType: 'full_course',
    unitPrice: '160.00',
  },
  {
    courseName: 'Tower Crane Operations',
    courseCode: 'TCO-201',
    trainingType: 'assessment',
    unitPrice: '70.00',
  },
  {
    courseName: 'Overhead Crane Operations with Slinging, Signalling and Load Calculation for Supervisors',
    courseCode: 'OCO-305-SUP',
    trainingType: 'full_course',
    unitPrice: '245.50',
  },
  {
    courseName: 'Counterbalance Forklift',
    courseCode: 'FLT-110',
    trainingType: 'full_course',
    unitPrice: '160.00',
  },
];

/** `count` lines cycling through the courses, with their totals worked out in fils (never floats). */
export function sampleLines(count: number): DocumentLine[] {
  return Array.from({ length: count }, (_, index) => {
    const course = courses[index % courses.length] as (typeof courses)[number];
    const candidates = (index % 7) + 1;
    const fils = Math.round(Number(course.unitPrice) * 100) * candidates;
    return {
      ...course,
      courseName: count > courses.length ? `${course.courseName} (group ${index + 1})` : course.courseName,
      candidates,
      lineTotal: (fils / 100).toFixed(2),
    };
  });
}

export function totalsOf(lines: DocumentLine[]) {
  const subtotal = lines.reduce((sum, line) => sum + Math.round(Number(line.lineTotal) * 100), 0);
  const vat = Math.round(subtotal / 10);
  return {
    subtotal: (subtotal / 100).toFixed(2),
    vatRate: 10,
    vatAmount: (vat / 100).toFixed(2),
    total: ((subtotal + vat) / 100).toFixed(2),
  };
}

/** A signature as the web app's signature pad sends it: a PNG data: URL, here a drawn wave. */
export function signaturePng(): string {
  const [width, height] = [240, 80];
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let x = 8; x < width - 8; x++) {
    const y = Math.round(40 + 22 * Math.sin(x / 14) * Math.cos(x / 53));
    for (let dy = -1; dy <= 1; dy++) rows.writeUInt32BE(0x1a2b6bff, (y + dy) * (width * 4 + 1) + 1 + x * 4);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

export function sampleQuotation(theme: PdfTheme, lineCount = 3): QuotationDocument {
  const lines = sampleLines(lineCount);
  return {
    theme,
    language: 'en',
    centre,
    quotationNumber: 'Q-2026-0042',
    issueDate: '2026-11-24',
    validUntil: '2026-12-24',
    client,
    lines,
    totals: totalsOf(lines),
    notes: 'Training runs at our Sitra yard, 7:30 to 15:30. Candidates bring their CPR and safety boots.',
    acceptance: null,
    acceptanceUrl: null,
  };
}

/**
 * A note as a Bahraini client's often is: Arabic-led, with an English sentence and an emoji in it;
 * each line must read in its own direction.
 */
export const mixedNote =
  'يبدأ التدريب في ساحتنا في سترة الساعة 7:30 صباحًا.\nCandidates bring their CPR and safety boots.\nيرجى إحضار خوذة السلامة 👷 والحذاء.';

/** The sample quotation in Arabic, for a client who wrote their company's name in Arabic. */
export function arabicQuotation(theme: PdfTheme = 'corporate'): QuotationDocument {
  const quotation = sampleQuotation(theme);
  const [first, ...rest] = quotation.lines as [DocumentLine, ...DocumentLine[]];
  return {
    ...quotation,
    language: 'ar',
    client: {
      ...client,
      companyName: 'شركة المنارة للإنشاءات والمقاولات ذ.م.م',
      contactName: 'فاطمة آل خليفة',
      contactPerson: 'يوسف حداد، مدير الصحة والسلامة',
      address: 'شقة 21، مبنى 310، طريق 2803\nضاحية السيف، مملكة البحرين',
    },
    // A course title with both scripts, as the catalogue may hold it.
    lines: [{ ...first, courseName: 'Mobile Crane Operations — تشغيل الرافعة المتحركة' }, ...rest],
    notes: mixedNote,
  };
}

export function sampleInvoice(lineCount = 3): InvoiceDocument {
  const lines = sampleLines(lineCount);
  return {
    centre,
    invoiceNumber: 'INV-2026-0001',
    issueDate: '2026-11-30',
    dueDate: '2026-12-30',
    quotationNumber: 'Q-2026-0042',
    client,
    lines,
    totals: totalsOf(lines),
    status: 'unpaid',
    payments: [],
    paidAmount: '0.00',
    balance: totalsOf(lines).total,
    creditNoteNumber: null,
  };
}

/** The sample invoice as it stands in each status, with payments that add up in fils. */
export function invoiceAs(status: InvoicePaymentStatus, lineCount = 3): InvoiceDocument {
  const invoice = sampleInvoice(lineCount);
  const total = invoice.totals.total;
  const part = {
    paidAt: '2026-12-10',
    method: 'bank_transfer' as const,
    reference: 'NBB-TRX-88231',
    amount: '500.00',
  };
  const rest = (Math.round(Number(total) * 100) - 50000) / 100;
  const money: Record<InvoicePaymentStatus, Partial<InvoiceDocument>> = {
    unpaid: {},
    partially_paid: { payments: [part], paidAmount: '500.00', balance: rest.toFixed(2) },
    paid: {
      payments: [
        part,
        { paidAt: '2026-12-20', method: 'cheque', reference: 'CHQ 004512', amount: rest.toFixed(2) },
      ],
      paidAmount: total,
      balance: '0.00',
    },
    overdue: {},
    credited: { balance: '0.00', creditNoteNumber: 'CN-2026-0001' },
  };
  return { ...invoice, status, ...money[status] };
}

export function sampleCreditNote(lineCount = 3): CreditNoteDocument {
  const lines = sampleLines(lineCount);
  return {
    centre,
    creditNoteNumber: 'CN-2026-0001',
    issueDate: '2026-12-04',
    invoiceNumber: 'INV-2026-0001',
    invoiceIssueDate: '2026-11-30',
    reason: 'The client cancelled the December class before it started.',
    client,
    lines,
    totals: totalsOf(lines),
  };
}

/** A month of the centre in figures, as the reports service answers it. */
export function sampleMonthlyReport(): MonthlyReportFigures {
  return {
    year: 2026,
    month: 11,
    monthName: 'November',
    schedules: { total: 14, pending: 3, confirmed: 6, completed: 4, cancelled: 1 },
    certificates: { total: 22 },
    quotations: { total: 9, accepted: 4, pending: 3 },
    totalCandidates: 61,
    money: {
      quoted: '12480.50',
      accepted: '7936.00',
      invoiced: '6820.25',
      vat: '620.02',
      paid: '4500.00',
      outstanding: '9315.75',
    },
  };
}

/** A year of the centre in figures: a quiet summer, a busy autumn. */
export function sampleYearlyReport(): YearlyReportFigures {
  const schedules = [6, 8, 11, 9, 7, 4, 2, 3, 10, 13, 14, 0];
  const certificates = [12, 15, 20, 18, 14, 6, 3, 5, 17, 24, 22, 0];
  const quotations = [5, 7, 6, 8, 4, 3, 2, 4, 9, 11, 9, 0];
  // November credits October's cancelled course; December has not started.
  const invoiced =
    '4840.00 6380.50 7920.00 6600.00 5280.00 2640.00 1320.00 1980.00 7260.00 9900.75 -550.00 0.00'.split(' ');
  const paid =
    '3300.00 5500.00 8140.00 6930.00 5060.00 3080.00 1540.00 1650.00 6050.00 8470.50 7700.25 0.00'.split(' ');
  const names = 'January February March April May June July August September October November December'.split(
    ' ',
  );
  const monthlyData = names.map((monthName, index) => ({
    month: index + 1,
    monthName,
    schedules: schedules[index] ?? 0,
    certificates: certificates[index] ?? 0,
    quotations: quotations[index] ?? 0,
    candidates: (schedules[index] ?? 0) * 4 + ((schedules[index] ?? 0) > 0 ? index : 0),
    invoiced: invoiced[index] ?? '0.00',
    paid: paid[index] ?? '0.00',
  }));
  const sum = (key: 'schedules' | 'certificates' | 'quotations' | 'candidates') =>
    monthlyData.reduce((total, row) => total + row[key], 0);
  return {
    year: 2026,
    totals: {
      schedules: sum('schedules'),
      certificates: sum('certificates'),
      quotations: sum('quotations'),
      candidates: sum('candidates'),
    },
    monthlyData,
    money: {
      quoted: '71240.00',
      accepted: '58360.25',
      invoiced: '53571.25',
      vat: '4870.11',
      paid: '57420.75',
      outstanding: '3905.50',
    },
  };
}
