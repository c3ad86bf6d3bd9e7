import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/** Keeps <html lang dir> in step with the language; Mantine's DirectionProvider follows the dir attribute. */
function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

i18next.on('languageChanged', applyDocumentLanguage);

// Resources are bundled, so initialisation is synchronous and the first render is already translated.
void i18next.use(initReactI18next).init({
  initAsync: false,
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export { i18next };
