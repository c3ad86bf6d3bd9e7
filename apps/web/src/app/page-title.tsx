import { useTranslation } from '../i18n/translate';

/** Sets the document title for the page it is rendered in (React hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} | ${t('brand.shortName')}`}</title>;
}
