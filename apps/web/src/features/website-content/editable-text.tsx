import { localized } from '@tc/contracts/localized';
import type { WebsiteContentField } from '@tc/contracts/schemas';
import { lazy, Suspense } from 'react';
import { textAttributes } from '../../i18n/localized-text';
import { pageLanguage } from '../../i18n/translate';
import { useSessionUser } from '../session/use-session';
import { useWebsiteContent } from './use-website-content';

// The editing controls are a chunk of their own: only an admin downloads them.
const InlineEditor = lazy(() => import('./inline-editor').then((m) => ({ default: m.InlineEditor })));

/** True for a signed-in admin: the one who may edit the public texts (spec, section 6). */
export function useCanEditWebsite(): boolean {
  return useSessionUser()?.role === 'admin';
}

/**
 * The current text of one website-content field, inline (callers wrap it in a Title or Text; keep
 * `white-space: pre-line` on the wrapper of a multiline field). Visitors get the plain text. A
 * signed-in admin gets a button showing the text ('Edit {field}'): a click, Enter or Space turns it
 * into an input (a textarea when multiline) with save and cancel buttons (spec, inline editing).
 * For an admin it is a button itself: do not put it inside a link or another button
 * (use useCanEditWebsite() to drop the link for admins).
 *
 * On an Arabic page the text is its Arabic where the admin gave one, else the English (marked
 * English); an admin there edits the Arabic (inline-editor.tsx).
 */
export function EditableText({
  field,
  multiline = false,
}: {
  field: WebsiteContentField;
  multiline?: boolean;
}) {
  const { data } = useWebsiteContent();
  const canEdit = useCanEditWebsite();
  if (!data) return <span dir="auto" />;
  const shown = localized(data, field, pageLanguage());
  // dir="auto": the text runs its own way (an English text on an Arabic page keeps its full stop
  // at its end), whatever the page's direction.
  if (!canEdit) return <span {...textAttributes(shown.language)}>{shown.text}</span>;
  return (
    <Suspense fallback={shown.text}>
      <InlineEditor field={field} content={data} shown={shown} multiline={multiline} />
    </Suspense>
  );
}
