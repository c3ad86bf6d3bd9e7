/**
 * The server's messages in another language, from a table keyed by the English message. A
 * message made with values is keyed by its pattern, `{}` for each value ('{} must be at most {}
 * characters'), and its translation places them by number ('يجب ألا يزيد {0} على {1} حرفًا').
 * A value is translated in turn when the table has it (a field's label, a message inside a
 * message), else kept as it is, isolated (U+2068 ... U+2069) so that a name, an e-mail or a
 * number keeps its own direction inside the sentence. A message the table lacks stays English.
 * With `lists`, a value 'a, b' whose every item the table has is translated item by item (the
 * audit trail's 'User edited: phone, email'); error messages keep such lists as sent (codes).
 *
 * No zod here: the web app loads the Arabic table with the Arabic texts, for the forms' messages.
 */
export type MessageTable = Readonly<Record<string, string>>;

interface Pattern {
  expression: RegExp;
  translation: string;
  /** Letters outside the values: the most specific pattern is tried first. */
  fixed: number;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOf(table: MessageTable): Pattern[] {
  return Object.entries(table)
    .filter(([english]) => english.includes('{}'))
    .map(([english, translation]) => ({
      expression: new RegExp(`^${english.split('{}').map(escaped).join('(.+?)')}$`, 's'),
      translation,
      fixed: english.replaceAll('{}', '').length,
    }))
    .sort((a, b) => b.fixed - a.fixed);
}

const ARABIC_COMMA = '\u060c ';

export function messageTranslator(table: MessageTable, { lists = false } = {}): (message: string) => string {
  const patterns = patternsOf(table);
  const listOf = (value: string, depth: number): string | undefined => {
    const items = value.split(', ').map((item) => translate(item, depth));
    return items.length > 1 && items.every((item) => item !== undefined)
      ? items.join(ARABIC_COMMA)
      : undefined;
  };
  const shownValue = (value: string, depth: number) =>
    translate(value, depth) ?? (lists ? listOf(value, depth) : undefined) ?? `\u2068${value}\u2069`;
  const translate = (message: string, depth: number): string | undefined => {
    const exact = table[message];
    if (exact !== undefined) return exact;
    if (depth > 2) return undefined;
    for (const { expression, translation } of patterns) {
      const match = expression.exec(message);
      if (!match) continue;
      const values = match.slice(1).map((value) => shownValue(value, depth + 1));
      return translation.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index)] ?? '');
    }
    return undefined;
  };
  return (message) => translate(message, 0) ?? message;
}
