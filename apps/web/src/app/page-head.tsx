import { LANGUAGES } from '@tc/contracts/language';
import { useLocation } from 'react-router-dom';
import { pageLanguage, useTranslation } from '../i18n/translate';
import { siteAddress } from './site-address';
import type { StructuredData } from './structured-data';

interface PageHeadProps {
  title: string;
  /** What a search result and a link preview say of the page; the centre's own words by default. */
  description?: string;
  /** A picture for link previews (an address on this site). */
  image?: string;
  /** Keeps the page out of search engines (a person's certificate). */
  noindex?: boolean;
  /** schema.org data about what the page shows (JSON-LD). */
  structuredData?: StructuredData;
}

/** JSON for a script element: no text of it can close the element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The page's head, which React hoists into <head> (on the server too, entry-server.tsx): its title,
 * its description, its canonical address and those in each language (`?lang=`, the default being the
 * plain one), the Open Graph and Twitter tags of a link preview, and what it says to search engines.
 */
export function PageHead({ title, description, image, noindex, structuredData }: PageHeadProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const site = siteAddress();
  const address = `${site}${pathname}`;
  const fullTitle = `${title} | ${t('brand.shortName')}`;
  const summary = description || t('brand.description');
  const picture = image ? new URL(image, `${site}/`).toString() : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={address} />
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${address}?lang=${language}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={address} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('brand.name')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={address} />
      <meta property="og:locale" content={pageLanguage() === 'ar' ? 'ar_BH' : 'en_BH'} />
      {picture && <meta property="og:image" content={picture} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      {structuredData && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: scriptJson({ '@context': 'https://schema.org', ...structuredData }),
          }}
        />
      )}
    </>
  );
}
