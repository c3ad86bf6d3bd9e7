import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadableLazy } from '../../app/lazy-routes';
import { PageHead } from '../../app/page-head';
import { siteAddress } from '../../app/site-address';
import { centreData } from '../../app/structured-data';
import { pageText } from '../../i18n/localized-text';
import { useTranslation } from '../../i18n/translate';
import { useWebsiteContent } from '../website-content/use-website-content';
import { AboutSection } from './about-section';
import { CoursesSection } from './courses-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { type LandingSection, landingSectionFrom } from './landing-section';

// The sections with forms or a photo viewer are chunks of their own, fetched when chosen (or, for a
// page the server rendered, before it hydrates: loadLandingSection).
const gallerySection = preloadableLazy(() =>
  import('../gallery/gallery-section').then((m) => m.GallerySection),
);
const contactSection = preloadableLazy(() =>
  import('../contact/contact-section').then((m) => m.ContactSection),
);
const certificateSearchSection = preloadableLazy(() =>
  import('../certificates/certificate-search-section').then((m) => m.CertificateSearchSection),
);
const lazySections: Partial<Record<LandingSection, { load: () => Promise<unknown> }>> = {
  gallery: gallerySection,
  contact: contactSection,
  certificates: certificateSearchSection,
};

/** Loads the code of the section `search` (the landing page's query) chooses, if it has its own. */
export const loadLandingSection = (search: string) => lazySections[landingSectionFrom(search)]?.load();

function SectionBody({ section }: { section: LandingSection }): ReactNode {
  switch (section) {
    case 'home':
      return (
        <>
          <HeroSection />
          <FeaturesSection />
        </>
      );
    case 'about':
      return <AboutSection />;
    case 'courses':
      return <CoursesSection />;
    case 'gallery':
      return <gallerySection.Component />;
    case 'contact':
      return <contactSection.Component />;
    case 'certificates':
      return <certificateSearchSection.Component />;
  }
}

/** The document title of each section: its editable heading where it has one. */
function useSectionTitle(section: LandingSection): string {
  const { t } = useTranslation();
  const { data: content } = useWebsiteContent();
  const editable = content && {
    home: pageText(content, 'heroTitle'),
    about: pageText(content, 'aboutTitle'),
    courses: pageText(content, 'coursesTitle'),
  };
  const fixed = { gallery: t('nav.gallery'), contact: t('nav.contact'), certificates: t('nav.certificates') };
  const title = editable && section in editable ? editable[section as keyof typeof editable] : undefined;
  return title ?? fixed[section as keyof typeof fixed] ?? t('brand.name');
}

/** The public landing page: the section that ?section= chooses (home by default, and for unknown values). */
export function HomePage() {
  const { search } = useLocation();
  const section = landingSectionFrom(search);
  const title = useSectionTitle(section);
  const { t } = useTranslation();
  const content = useWebsiteContent();

  return (
    <>
      <PageHead
        title={title}
        structuredData={
          section === 'home'
            ? centreData(
                siteAddress(),
                { name: t('brand.name'), description: t('brand.description') },
                content.data,
              )
            : undefined
        }
      />
      <Suspense
        fallback={
          <Center py={96}>
            <Loader aria-hidden />
          </Center>
        }
      >
        <SectionBody section={section} />
      </Suspense>
    </>
  );
}
