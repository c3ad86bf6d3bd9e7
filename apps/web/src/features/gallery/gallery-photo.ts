import { type LocalizedText, localized } from '@tc/contracts/localized';
import type { PublicGalleryPhoto } from '@tc/contracts/schemas';
import { pageLanguage } from '../../i18n/translate';

/**
 * A photo's title in the page's language (its Arabic on an Arabic page where given), which is also
 * its alt text; a photo saved without one gets a generic name.
 */
export function photoTitle(
  photo: Pick<PublicGalleryPhoto, 'title' | 'titleAr'>,
  untitled: string,
): LocalizedText {
  const title = localized(photo, 'title', pageLanguage());
  return title.text.trim() ? title : { text: untitled, language: pageLanguage() };
}
