import type { PostedForm } from '@tc/contracts/page-data';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/** The form the page posted as a plain HTML form, from the page data (`posted`). */
export const PostedFormProvider = PostedFormContext.Provider;

/**
 * How the form `form` went when the page posted it without JavaScript (the API's page-forms.ts):
 * shown on the page that answered the post (the history's first entry, the router's `default` key,
 * on the server too), not once the visitor has moved on.
 */
export function usePostedForm(form: string): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  const { key } = useLocation();
  return posted?.form === form && key === 'default' ? posted : undefined;
}

/**
 * What a visitor typed into a rendered form before the page's script ran (a slow phone): the
 * fields' values as the browser holds them, by name (a repeated name, checkboxes, as a list), for
 * the form's state once it is live, so nothing typed is lost or sent empty.
 */
export function typedValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  const data = new FormData(form);
  for (const name of new Set(data.keys())) {
    const all = data.getAll(name).filter((value): value is string => typeof value === 'string');
    values[name] = all.length === 1 ? (all[0] ?? '') : all;
  }
  return values;
}
