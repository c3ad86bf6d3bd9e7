/** The landing page's sections (spec, section 2), chosen by /?section=; home is the default. */
export const landingSections = ['home', 'about', 'courses', 'gallery', 'contact', 'certificates'] as const;
export type LandingSection = (typeof landingSections)[number];

/** The section a query string selects: a missing or unknown value gives home. */
export function landingSectionFrom(search: string): LandingSection {
  const section = new URLSearchParams(search).get('section');
  return landingSections.find((known) => known === section) ?? 'home';
}
