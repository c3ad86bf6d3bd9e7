import { VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import type { LocalizedText } from '@tc/contracts/localized';
import {
  arabicWebsiteContentFields,
  type WebsiteContent,
  type WebsiteContentField,
  websiteContentUpdateSchema,
} from '@tc/contracts/schemas';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { textAttributes } from '../../i18n/localized-text';
import { localMessage, pageLanguage, useTranslation } from '../../i18n/translate';
import classes from './editable-text.module.css';
import { useSaveWebsiteText } from './use-save-website-text';

interface InlineEditorProps {
  field: WebsiteContentField;
  content: WebsiteContent;
  /** The text the page shows (EditableText's choice of language). */
  shown: LocalizedText;
  multiline: boolean;
}

/**
 * The text an admin edits from this page: on an Arabic page the Arabic of a text that has one
 * (what that page shows, so what is clicked is what changes; the English is edited from the
 * English page), else the English.
 */
function editedText(field: WebsiteContentField, content: WebsiteContent) {
  const arabic = arabicWebsiteContentFields.find((candidate) => candidate === field);
  if (pageLanguage() === 'ar' && arabic) {
    const key = `${arabic}Ar` as const;
    return { key, text: content[key] ?? '', english: content[field], arabic: true } as const;
  }
  return { key: field, text: content[field], english: content[field], arabic: false } as const;
}

/** Keeps the input focused when one of the editor's buttons is pressed, so pressing X does not save first. */
function keepFocus(event: { preventDefault: () => void }) {
  event.preventDefault();
}

/**
 * The admin's view of an editable text (see EditableText): the text as a button, or, once clicked,
 * an input with save and cancel. Enter (single-line), Ctrl+Enter, the check button or leaving the
 * field saves; Escape or X cancels. The value is checked with the server's schema before it is sent.
 */
export function InlineEditor({ field, content, shown, multiline }: InlineEditorProps) {
  const { t } = useTranslation();
  const save = useSaveWebsiteText();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const displayRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const editorRef = useRef<HTMLSpanElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;
  const edited = editedText(field, content);
  const text = edited.text;
  const label = edited.arabic ? t('editable.editArabic', { field }) : t('editable.edit', { field });

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      displayRef.current?.focus();
    }
  }, [editing]);

  function close(focusText: boolean) {
    returnFocus.current = focusText;
    setError(null);
    setDraft(null);
  }

  function commit(focusText: boolean) {
    if (draft === null || save.isPending) return;
    if (draft.trim() === text.trim()) return close(focusText);
    const parsed = websiteContentUpdateSchema.safeParse({ [edited.key]: draft });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? localMessage(issue.message) : t('editable.failedText'));
      return;
    }
    save.mutate(parsed.data, { onSuccess: () => close(focusText) });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      commit(true);
    }
  }

  /** Leaving the editor (not just moving between its input and buttons) saves. */
  function onBlur(event: FocusEvent) {
    if (editorRef.current?.contains(event.relatedTarget)) return;
    commit(false);
  }

  if (!editing) {
    return (
      <button type="button" ref={displayRef} className={classes.display} onClick={() => setDraft(text)}>
        <VisuallyHidden component="span">{`${label}: `}</VisuallyHidden>
        <span {...textAttributes(shown.language)}>{shown.text}</span>
        <IconPencil size="0.8em" className={classes.pencil} aria-hidden />
      </button>
    );
  }

  const inputProps = {
    ref: inputRef,
    value: draft,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-errormessage': error ? `${field}-error` : undefined,
    readOnly: save.isPending,
    className: classes.input,
    // An Arabic text is typed right to left; left empty, the page shows the English again.
    ...(edited.arabic && {
      dir: 'rtl',
      lang: 'ar',
      placeholder: t('editable.arabicPlaceholder', { english: edited.english }),
    }),
    onChange: (event: { currentTarget: { value: string } }) => {
      // A one-line text never takes a line break, even pasted.
      const value = event.currentTarget.value;
      setDraft(multiline ? value : value.replace(/[\r\n]+/g, ' '));
      setError(null);
    },
    onKeyDown,
    onBlur,
  };

  return (
    <span ref={editorRef} className={classes.editor}>
      {multiline ? (
        <textarea {...inputProps} rows={Math.min(12, Math.max(3, draft.split('\n').length + 1))} />
      ) : field === 'companyEmail' ? (
        <input {...inputProps} type="email" />
      ) : (
        // One line of text, wrapped so the whole of a long title stays in view (an input shows only part).
        <textarea {...inputProps} rows={1} className={`${classes.input} ${classes.oneLine}`} />
      )}
      <span className={classes.actions}>
        <button
          type="button"
          className={classes.save}
          aria-label={t('editable.save')}
          disabled={save.isPending}
          onMouseDown={keepFocus}
          onBlur={onBlur}
          onClick={() => commit(true)}
        >
          <IconCheck size={20} aria-hidden />
        </button>
        <button
          type="button"
          className={classes.cancel}
          aria-label={t('editable.cancel')}
          onMouseDown={keepFocus}
          onBlur={onBlur}
          onClick={() => close(true)}
        >
          <IconX size={20} aria-hidden />
        </button>
      </span>
      {error && (
        <span id={`${field}-error`} role="alert" className={classes.error}>
          {error}
        </span>
      )}
    </span>
  );
}
