import { useTranslation } from 'react-i18next';

/** Sets the document title for the page it is rendered in (React hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} | ${t('brand.shortName')}`}</title>;
}
