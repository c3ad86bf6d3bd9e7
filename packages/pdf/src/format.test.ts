import { describe, expect, it } from 'vitest';
import { bd, day, escapeHtml, instant, multiline } from './format.js';
import { quotationHtml } from './quotation.js';
import { sampleQuotation } from './test-documents.js';

describe('what the templates write', () => {
  it("amounts in BD with two decimals and thousands separated, from the server's strings", () => {
    // Isolated left to right: an amount reads the same inside an Arabic line.
    const isolated = (text: string) => `<bdi dir="ltr">${text}</bdi>`;
    expect(bd('160.00')).toBe(isolated('BD 160.00'));
    expect(bd('1936.00')).toBe(isolated('BD 1,936.00'));
    expect(bd('1234567.05')).toBe(isolated('BD 1,234,567.05'));
    expect(bd('0.00')).toBe(isolated('BD 0.00'));
    expect(bd('<b>')).toBe(isolated('BD &lt;b&gt;')); // not an amount: printed as given, escaped
  });

  it('days as "24 Nov 2026", instants in Bahrain time', () => {
    expect(day('2026-11-24')).toBe('24 Nov 2026');
    expect(day('2027-01-05')).toBe('5 Jan 2027');
    expect(day('2026-13-01')).toBe('2026-13-01');
    expect(instant('2026-11-26T21:30:00Z')).toBe('27 Nov 2026, 00:30');
  });

  it('in Arabic: the months in Arabic, the digits Western, the comma Arabic', () => {
    expect(day('2026-11-24', 'ar')).toBe('24 نوفمبر 2026');
    expect(day('2027-01-05', 'ar')).toBe('5 يناير 2027');
    expect(instant('2026-11-26T21:30:00Z', 'ar')).toBe('27 نوفمبر 2026، 00:30');
  });

  it('escapes text and keeps its lines, each laid out by its own first letter', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const line = (text: string) => `<span class="para" dir="auto">${text}</span>`;
    expect(multiline('Road 1\nBlock 2\r\n\n<Sitra>')).toBe(
      `${line('Road 1')}${line('Block 2')}<br>${line('&lt;Sitra&gt;')}`,
    );
  });

  it('prints a signature only when it is a PNG carried in the document', () => {
    const accepted = (signaturePng: string) =>
      quotationHtml({
        ...sampleQuotation('corporate'),
        acceptance: { name: 'A', at: '2026-11-26T09:41:00Z', signaturePng },
      });
    expect(accepted('https://evil.test/x.png')).not.toContain('evil.test');
    expect(accepted('data:image/png;base64,AAAA" onerror="x')).not.toContain('onerror');
    expect(accepted('data:image/png;base64,iVBORw0KGgo=')).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    );
  });

  it('an unknown theme prints as corporate', () => {
    const html = quotationHtml({ ...sampleQuotation('corporate'), theme: 'neon' as never });
    expect(html).toContain('<body class="corporate">');
  });
});
