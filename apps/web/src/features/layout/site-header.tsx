import { Container, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BrandMark } from './brand-mark';
import classes from './layout.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onCourseList = pathname === '/courses';
  const inCourses = onCourseList || pathname.startsWith('/course/');

  return (
    <header className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" preventGrowOverflow={false} h={64}>
          <UnstyledButton component={Link} to="/">
            <BrandMark tone="onLight" />
          </UnstyledButton>
          <nav aria-label={t('nav.label')}>
            <UnstyledButton
              component={Link}
              to="/courses"
              className={classes.navLink}
              data-active={inCourses || undefined}
              aria-current={onCourseList ? 'page' : undefined}
            >
              {t('nav.courses')}
            </UnstyledButton>
          </nav>
        </Group>
      </Container>
    </header>
  );
}
