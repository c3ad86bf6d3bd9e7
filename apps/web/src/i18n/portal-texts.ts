import { addPageTexts, pageLanguage } from './translate';

/**
 * Loads the texts only the portals show, in the page's language, and adds them to what `t` reads:
 * each portal's chunk waits for this before it renders (role-portal.tsx), so a visitor downloads
 * none of them and a portal never shows a key.
 */
export async function loadPortalTexts(): Promise<void> {
  addPageTexts(
    pageLanguage() === 'ar'
      ? (await import('./ar-portals')).arPortals
      : (await import('./en-portals')).enPortals,
  );
}
