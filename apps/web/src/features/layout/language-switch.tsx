import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_NAMES, LANGUAGE_QUERY, type Language } from '@tc/contracts/language';
import { useLocation } from 'react-router-dom';
import { pageLanguage } from '../../i18n/translate';
import layout from './layout.module.css';

/**
 * English / العربية in every header: a link to this page with `?lang=` of the other language. The
 * server keeps the choice (the `lang` cookie, and the account of a signed-in user) and sends the
 * page in it, direction and all; it works without scripts too. On a phone only the icon shows
 * (the language's name stays its accessible name).
 */
export function LanguageSwitch() {
  const location = useLocation();
  const other: Language = pageLanguage() === 'ar' ? 'en' : 'ar';
  const search = new URLSearchParams(location.search);
  search.set(LANGUAGE_QUERY, other);
  return (
    <Button
      component="a"
      // A page load, not the router's navigation: the page's texts and direction are the server's.
      href={`${location.pathname}?${search}${location.hash}`}
      hrefLang={other}
      lang={other}
      variant="subtle"
      color="navy.9"
      leftSection={<IconLanguage size={18} aria-hidden />}
      className={layout.iconButtonOnPhone}
    >
      <span className={layout.labelWideOnly}>{LANGUAGE_NAMES[other]}</span>
    </Button>
  );
}
