import type { Language } from '../language.js';
import { localized } from '../localized.js';

/** What the order of courses reads: the name in each language and the code that breaks a tie. */
export interface NamedCourse {
  readonly name: string;
  readonly nameAr?: string | null;
  readonly code: string;
}

/**
 * Courses in the order a reader of `language` reads their names: by the name they see (the Arabic
 * where one was given, else the English), compared as that language sorts (Intl.Collator), two
 * courses of one name by their codes. The one rule of the public catalogue and the console's lists,
 * decided on the server by the caller's language (the page's).
 */
export function inShownNameOrder<Course extends NamedCourse>(
  courses: readonly Course[],
  language: Language,
): Course[] {
  const collator = new Intl.Collator(language);
  const shown = (course: Course) => localized(course, 'name', language).text;
  return [...courses].sort(
    (one, other) => collator.compare(shown(one), shown(other)) || collator.compare(one.code, other.code),
  );
}
