import { describe, expect, it } from 'vitest';
import { centreMail } from './centre-layout.js';

describe('the centre’s mail layout', () => {
  const mail = centreMail({
    to: 'client@example.test',
    cc: ['ops@example.test'],
    subject: 'Quotation Q-2026-0001',
    greeting: 'Dear <b>Layla</b>,',
    blocks: [
      { kind: 'text', text: 'Please find our quotation attached.' },
      { kind: 'details', rows: [['Total', 'BD 1,936.00']] },
      { kind: 'button', label: 'View the quotation', url: 'https://training.test/quote/abc?x=1&y=2' },
    ],
  });

  it('says the same in the HTML and the text part, link included', () => {
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('Please find our quotation attached.');
      expect(part).toContain('BD 1,936.00');
      expect(part).toContain(
        'Gulf Lifting & Heavy Equipment Training Centre'.replace('&', part === mail.text ? '&' : '&#38;'),
      );
    }
    expect(mail.text).toContain('View the quotation: https://training.test/quote/abc?x=1&y=2');
    expect(mail.html).toContain('href="https://training.test/quote/abc?x=1&#38;y=2"');
    expect(mail.cc).toEqual(['ops@example.test']);
  });

  it('escapes what it is given: a name never becomes markup', () => {
    expect(mail.html).toContain('Dear &#60;b&#62;Layla&#60;/b&#62;,');
    expect(mail.html).not.toContain('<b>Layla</b>');
    expect(mail.text).toContain('Dear <b>Layla</b>,');
  });

  it('runs right to left in Arabic, in its own words, each paragraph by its own first letter', () => {
    const arabic = centreMail({
      to: 'client@example.test',
      subject: 'عرض السعر Q-2026-0001',
      greeting: 'السيدة ليلى،',
      blocks: [
        { kind: 'text', text: 'Please call Ahmed.' },
        { kind: 'button', label: 'عرض السعر', url: 'https://training.test/quote/abc' },
      ],
      language: 'ar',
    });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('<p dir="auto" style="margin: 0 0 14px">Please call Ahmed.</p>');
    expect(arabic.html).toContain('أو انسخ هذا العنوان إلى متصفحك');
    expect(arabic.html).toContain('مملكة البحرين');
    expect(arabic.html).not.toContain('Kingdom of Bahrain');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});
