import type { Course, WebsiteContent } from '@tc/contracts/schemas';
import type {
  EducationalOccupationalCredential,
  EducationalOrganization,
  Course as SchemaCourse,
  Thing,
} from 'schema-dts';

/*
 * What the public pages tell search engines about themselves, as schema.org data (JSON-LD): the
 * centre on the landing page, a course with its provider and price on its page, a certificate on
 * its verification page. Typed with schema.org's own vocabulary (schema-dts): a property or type the
 * vocabulary does not have fails the typecheck.
 */

/** schema.org data of one thing, as the page's JSON-LD carries it (PageHead adds the @context). */
export type StructuredData = Exclude<Thing, string>;

/** The centre itself: an EducationalOrganization, with the address and contacts the site shows. */
export function centreData(
  site: string,
  names: { name: string; description: string },
  content: WebsiteContent | undefined,
): Exclude<EducationalOrganization, string> {
  return {
    '@type': 'EducationalOrganization',
    '@id': `${site}/#centre`,
    name: names.name,
    description: names.description,
    url: `${site}/`,
    logo: `${site}/favicon.svg`,
    ...(content && {
      email: content.companyEmail,
      telephone: content.companyPhone,
      address: { '@type': 'PostalAddress', streetAddress: content.companyAddress, addressCountry: 'BH' },
    }),
  };
}

/** A course: what it teaches, who gives it, and its price per candidate in Bahraini dinars. */
export function courseData(
  site: string,
  course: Pick<Course, 'id' | 'trainingPrice'>,
  texts: { name: string; description: string; centre: string },
  image: string | undefined,
): Exclude<SchemaCourse, string> {
  const address = `${site}/course/${course.id}`;
  return {
    '@type': 'Course',
    '@id': address,
    name: texts.name,
    description: texts.description,
    url: address,
    ...(image && { image }),
    provider: {
      '@type': 'EducationalOrganization',
      '@id': `${site}/#centre`,
      name: texts.centre,
      url: `${site}/`,
    },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: String(course.trainingPrice),
      priceCurrency: 'BHD',
      availability: 'https://schema.org/InStock',
      url: address,
    },
  };
}

/** A certificate as the centre holds it: the credential, its course and who awarded it. */
export function credentialData(
  site: string,
  certificate: {
    certificateNumber: string;
    courseName: string;
    publishDate: string;
    expiryDate: string | null;
  },
  centre: string,
): Exclude<EducationalOccupationalCredential, string> {
  return {
    '@type': 'EducationalOccupationalCredential',
    name: certificate.courseName,
    identifier: certificate.certificateNumber,
    credentialCategory: 'certificate',
    dateCreated: certificate.publishDate,
    ...(certificate.expiryDate && { expires: certificate.expiryDate }),
    recognizedBy: { '@type': 'EducationalOrganization', '@id': `${site}/#centre`, name: centre },
  };
}
