import { afterAll, describe, expect, it } from 'vitest';
import { type OperatorsRegisterDocument, operatorsRegisterHtml, type RegisterOperator } from './operators.js';
import { createPdfRenderer } from './render.js';
import { centre } from './test-documents.js';
import { hasPoppler, pagesText } from './test-poppler.js';

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

const operator = (
  index: number,
  status: RegisterOperator['certificates'][number]['status'],
): RegisterOperator => ({
  studentName: `Operator ${index}`,
  nationalIdMasked: `*****${String(1000 + index)}`,
  certificates: [
    {
      certificateNumber: `CERT-${index}`,
      courseName: 'Mobile Crane Operations',
      publishDate: '2025-01-06',
      expiryDate: status === 'valid' ? '2028-01-11' : null,
      status,
    },
  ],
});

const register = (operators: RegisterOperator[]): OperatorsRegisterDocument => ({
  centre,
  language: 'en',
  companyName: 'Gulf Ports Co.',
  generatedAt: '2026-12-07T05:00:00Z',
  filter: null,
  expiringWithinDays: 90,
  verifyAt: 'https://training.test/?section=certificates',
  operators,
});

describe.skipIf(!hasPoppler)('the operators’ register as printed', () => {
  const renderer = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  afterAll(() => renderer.close());
  const print = async (html: string) =>
    (await pagesText(await renderer.render(html, { footer: { centre } }))).map(squeeze);

  it('counts the certificates by state and runs a long list over pages, its header on each', async () => {
    const operators = Array.from({ length: 60 }, (_, index) =>
      operator(index, index % 2 ? 'valid' : 'revoked'),
    );
    const pages = await print(operatorsRegisterHtml(register(operators)));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toMatch(/Client Gulf Ports Co\./);
    expect(pages[0]).toMatch(/Prepared 7 Dec 2026, 08:00/);
    expect(pages[0]).toMatch(/60 operators 60 certificates 30 Valid 0 Expiring 0 Expired 30 Revoked/);
    for (const page of pages) expect(page).toMatch(/OPERATOR CERTIFICATE NO\. COURSE/i);
    expect(pages.join('\n')).toContain('CERT-59');
  });

  it('says so when no operator matches, and escapes what it prints', () => {
    expect(operatorsRegisterHtml(register([]))).toContain('No certified operators match this list.');
    const html = operatorsRegisterHtml({
      ...register([{ ...operator(1, 'valid'), studentName: '<script>alert(1)</script>' }]),
      companyName: '"><img src=x>',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&lt;script&gt;');
  });
});
