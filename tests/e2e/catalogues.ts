/**
 * The web app's text catalogues, read as the app has them (apps/web/src/i18n). Imported by a path
 * the typecheck does not follow: the web app's sources are typed by its own project, not this one.
 */
export type Texts = { [key: string]: string | Texts };

const i18n = '../../apps/web/src/i18n';
export const en = ((await import(`${i18n}/en.ts`)) as { en: Texts }).en;
export const ar = ((await import(`${i18n}/ar.ts`)) as { ar: Texts }).ar;

/** The server's messages in Arabic, keyed by their English ('{}' for a value), as the server has them. */
export const arabicMessages = (
  (await import('../../packages/contracts/src/messages/arabic-messages.ts')) as {
    arabicMessages: Record<string, string>;
  }
).arabicMessages;

/** The text at a dotted key ('courses.title'). */
export function text(catalogue: Texts, key: string): string {
  let node: string | Texts | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node;
}

/** Every text of a catalogue, flattened. */
export const textsOf = (node: string | Texts): string[] =>
  typeof node === 'string' ? [node] : Object.values(node).flatMap(textsOf);
