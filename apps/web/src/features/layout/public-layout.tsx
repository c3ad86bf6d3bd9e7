import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { LoginDialogProvider } from '../auth/login-dialog-context';
import classes from './layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * After an in-app navigation (another page, or another landing section), moves focus to the new
 * content so screen readers announce it.
 */
function useFocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const place = pathname + search;
  const previousPlace = useRef(place);
  useEffect(() => {
    if (previousPlace.current === place) return;
    previousPlace.current = place;
    mainRef.current?.focus({ preventScroll: true });
  }, [place]);
  return mainRef;
}

/** Header, main content and footer of every public page, and the login dialog they open. */
export function PublicLayout() {
  const { t } = useTranslation();
  const mainRef = useFocusOnNavigation();
  return (
    <LoginDialogProvider>
      <div className={classes.page}>
        <a href="#main-content" className="skip-link">
          {t('nav.skipToContent')}
        </a>
        <SiteHeader />
        <main id="main-content" ref={mainRef} tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </LoginDialogProvider>
  );
}
