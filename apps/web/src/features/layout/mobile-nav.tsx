import '@mantine/core/styles/Burger.css';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { NoScriptMenu } from './no-script-menu';

const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));

/** The burger of narrow screens and the side drawer it opens (its code loads on first reach). */
export function MobileNav() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [mounted, setMounted] = useState(false);
  // Mantine returns focus only from the drawer's second opening on (it mounts already open).
  const burger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDrawer();

  return (
    <>
      <Burger
        ref={burger}
        opened={opened}
        onClick={() => {
          setMounted(true);
          open();
        }}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={opened}
        size="md"
        color="navy.9"
      />
      <NoScriptMenu />
      {mounted && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            opened={opened}
            onClose={() => {
              close();
              burger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
