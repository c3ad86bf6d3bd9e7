import { IconMenu2 } from '@tabler/icons-react';
import { getStyleNonce } from '../../app/style-nonce';
import { useTranslation } from '../../i18n/translate';
import classes from './layout.module.css';
import { useMenuItems } from './use-nav';

/**
 * Where no script runs (a phone with JavaScript off), the burger cannot open its drawer: this menu
 * takes its place, the same items in a <details> the browser opens by itself. Inside <noscript>,
 * a browser running scripts never shows it, and React does not hydrate it.
 */
export function NoScriptMenu() {
  const { t } = useTranslation();
  const items = useMenuItems();
  return (
    <noscript>
      <style nonce={getStyleNonce()}>{'.mantine-Burger-root{display:none}'}</style>
      <details className={classes.noScriptMenu}>
        <summary aria-label={t('nav.openMenu')}>
          <IconMenu2 size={26} aria-hidden />
        </summary>
        <nav aria-label={t('nav.label')}>
          <ul className={classes.drawerList}>
            {items.map((item) => (
              <li key={item.key}>
                <a
                  href={item.to}
                  className={classes.drawerLink}
                  data-active={item.active || undefined}
                  aria-current={item.active ? 'page' : undefined}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}
