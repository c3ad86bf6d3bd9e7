import type { WebsiteContentField } from '@tc/contracts/schemas';
import { lazy, Suspense } from 'react';
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
  const text = data?.[field] ?? '';
  // dir="auto": the text runs its own way (an English text on an Arabic page keeps its full stop
  // at its end), whatever the page's direction.
  if (!canEdit || !data) return <span dir="auto">{text}</span>;
  return (
    <Suspense fallback={text}>
      <InlineEditor field={field} text={text} multiline={multiline} />
    </Suspense>
  );
}
