import '../../app/mantine-styles-forms';
import '@mantine/core/styles/Drawer.css';
import { Drawer, Stack, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { BrandMark } from './brand-mark';
import classes from './layout.module.css';
import { useMenuItems } from './use-nav';

/**
 * The side drawer of narrow screens: the navigation's items, with Courses going to /courses only
 * (spec). Choosing an item closes it; Escape closes it and focus returns to the burger.
 */
export function MobileNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const items = useMenuItems();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="18rem"
      title={
        <div className={classes.drawerBrand}>
          <BrandMark tone="onLight" />
        </div>
      }
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      styles={{ title: { minWidth: 0 } }}
    >
      <nav aria-label={t('nav.label')}>
        <Stack component="ul" gap={4} className={classes.drawerList}>
          {items.map((item) => (
            <li key={item.key}>
              <UnstyledButton
                component={Link}
                to={item.to}
                onClick={onClose}
                className={classes.drawerLink}
                data-active={item.active || undefined}
                aria-current={item.active ? 'page' : undefined}
              >
                {item.label}
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}
