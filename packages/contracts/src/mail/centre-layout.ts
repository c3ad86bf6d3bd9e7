import { CENTRE_NAME } from '@tc/db';
import { type Language, textDirection } from '../language.js';
import type { Mail, MailAttachment } from '../mail.js';
import { html, type SafeHtml } from './html.js';

/** What a mail says, block by block; each becomes HTML and plain text from the same words. */
export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'details'; rows: [label: string, value: string][] }
  | { kind: 'button'; label: string; url: string };

interface CentreMail {
  to: string;
  cc?: string[];
  subject: string;
  greeting: string;
  blocks: MailBlock[];
  attachments?: MailAttachment[];
  calendar?: Mail['calendar'];
  /** The recipient's language: the layout's own words and its direction; English unless given. */
  language?: Language;
}

/** The layout's own words, in each language. */
const layoutTexts = {
  en: { copyAddress: 'Or copy this address into your browser:', country: 'Kingdom of Bahrain' },
  ar: { copyAddress: 'أو انسخ هذا العنوان إلى متصفحك:', country: 'مملكة البحرين' },
} satisfies Record<Language, Record<string, string>>;

const navy = '#14253f';
const amber = '#f5a524';

function blockHtml(block: MailBlock, language: Language): SafeHtml {
  switch (block.kind) {
    case 'text':
      return html`<p dir="auto" style="margin: 0 0 14px">${block.text}</p>`;
    case 'details':
      return html`<table role="presentation" style="border-collapse: collapse; margin: 0 0 16px">${block.rows.map(
        ([label, value]) =>
          html`<tr><td style="padding: 3px 0; padding-${language === 'ar' ? 'left' : 'right'}: 16px; color: #4a5568">${label}</td><td dir="auto" style="padding: 3px 0; font-weight: 600">${value}</td></tr>`,
      )}</table>`;
    case 'button':
      return html`<p style="margin: 8px 0 18px"><a href="${block.url}" style="display: inline-block; padding: 11px 20px; background: ${navy}; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: 600">${block.label}</a></p>
<p style="margin: 0 0 16px; font-size: 13px; color: #4a5568">${layoutTexts[language].copyAddress}<br><span dir="ltr" style="word-break: break-all">${block.url}</span></p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}

/**
 * A mail of the centre: its header and footer around the blocks, as HTML and as plain text made
 * from the same blocks, so the two parts never say different things. In Arabic the mail runs right
 * to left; each paragraph and value still takes the direction of its own first letter (dir="auto"),
 * so an English note or a name keeps its order.
 */
export function centreMail({
  to,
  cc,
  subject,
  greeting,
  blocks,
  attachments,
  calendar,
  language = 'en',
}: CentreMail): Mail {
  const text = [greeting, ...blocks.map(blockText), `${CENTRE_NAME}`].join('\n\n');
  const body = html`<!doctype html>
<html lang="${language}" dir="${textDirection(language)}"><body dir="${textDirection(language)}" style="margin: 0; background: #f4f6fa; font-family: Arial, Helvetica, sans-serif; color: #172033; line-height: 1.5">
<table role="presentation" width="100%" style="border-collapse: collapse"><tr><td align="center" style="padding: 24px 12px">
<table role="presentation" width="600" style="max-width: 600px; width: 100%; border-collapse: collapse; background: #ffffff; border-radius: 8px; overflow: hidden">
<tr><td style="background: ${navy}; border-top: 4px solid ${amber}; padding: 18px 24px; color: #ffffff; font-size: 18px; font-weight: 700">${CENTRE_NAME}</td></tr>
<tr><td style="padding: 24px">
<p dir="auto" style="margin: 0 0 14px">${greeting}</p>
${blocks.map((block) => blockHtml(block, language))}
</td></tr>
<tr><td style="padding: 14px 24px; background: #eef2f8; font-size: 12px; color: #4a5568">${CENTRE_NAME} · ${layoutTexts[language].country}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to, cc: cc?.length ? cc : undefined, subject, text, html: body.value, attachments, calendar };
}
