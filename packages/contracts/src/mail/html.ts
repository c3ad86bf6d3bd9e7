/** Text for an HTML mail: every interpolated value is escaped, so a client's name never becomes markup. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A template tag: `html\`<p>${name}</p>\`` escapes `name`; a nested html`` or an array of them is kept. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const piece = (value: unknown): string => {
    if (value instanceof SafeHtml) return value.value;
    if (Array.isArray(value)) return value.map(piece).join('');
    if (value === null || value === undefined || value === false) return '';
    return escapeHtml(String(value));
  };
  return new SafeHtml(
    strings.reduce(
      (out, text, index) => out + text + (index < values.length ? piece(values[index]) : ''),
      '',
    ),
  );
}
