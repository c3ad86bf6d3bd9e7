import type { DocumentLine, DocumentPayment } from './documents.js';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value goes through here: text and attribute values alike. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** "1936.00" -> "BD 1,936.00" (HTML-safe). Amounts are strings from the server; no float touches them. */
export function bd(amount: string): string {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount.trim());
  if (!match) return `BD ${escapeHtml(amount)}`;
  const [, sign, whole = '', fils] = match;
  return `BD ${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fils}`;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-24" -> "24 Nov 2026", read as a calendar day (no time zone can shift it). */
export function day(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) return escapeHtml(isoDate);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** An instant as the centre reads it: "24 Nov 2026, 14:05" in Bahrain time. */
export function instant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return escapeHtml(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bahrain',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

export function trainingTypeLabel(type: DocumentLine['trainingType']): string {
  return type === 'assessment' ? 'Assessment only' : 'Full course';
}

/** Escaped text whose line breaks survive (addresses, notes, bank details). */
export function multiline(text: string): string {
  return escapeHtml(text.trim()).replace(/\r?\n/g, '<br>');
}

const methodLabels: Record<DocumentPayment['method'], string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  cheque: 'Cheque',
};

export function paymentMethodLabel(method: DocumentPayment['method']): string {
  return methodLabels[method] ?? escapeHtml(method);
}
