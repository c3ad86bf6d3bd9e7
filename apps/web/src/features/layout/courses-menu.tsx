import { Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTRPC } from '../../app/trpc';
import { Localized } from '../../i18n/localized-text';
import { useTranslation } from '../../i18n/translate';
import classes from './layout.module.css';

const openDelayMs = 100;
const closeDelayMs = 150;

/**
 * The Courses dropdown (spec): 16rem wide; 'All Courses' then one entry per active course; a failed
 * list leaves only 'All Courses'. A disclosure of links (the WAI-ARIA pattern for site navigation):
 * it opens 100 ms after the mouse arrives, on click, or with Enter, Space or ArrowDown; the arrow
 * keys move between its links; Escape closes it and returns to the button.
 */
export function CoursesMenu({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.list.queryOptions());
  const [opened, setOpened] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const location = useLocation();

  const setOpenedLater = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpened(next), delay);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Choosing an entry navigates; the menu closes wherever the visitor goes.
  useEffect(() => {
    window.clearTimeout(timer.current);
    setOpened(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!opened) return;
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [opened]);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && opened) {
      setOpened(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      setOpened(true);
      // The list renders hidden, so its links exist and can take focus once it shows.
      requestAnimationFrame(() => focusLink(current + 1));
    } else if (event.key === 'ArrowUp' && current >= 0) {
      focusLink(current - 1);
    } else if (event.key === 'Home' && current >= 0) {
      focusLink(0);
    } else if (event.key === 'End' && current >= 0) {
      focusLink(-1);
    } else {
      return;
    }
    event.preventDefault();
  };

  // A mouse over the menu holds it open, so a click on the button then keeps it open too.
  const hovered = useRef(false);
  const onMouse = (inside: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered.current = inside;
    setOpenedLater(inside, inside ? openDelayMs : closeDelayMs);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers serve the button and links inside
    <div
      ref={root}
      className={classes.coursesMenu}
      onPointerEnter={onMouse(true)}
      onPointerLeave={onMouse(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpened(false);
      }}
    >
      <UnstyledButton
        ref={button}
        className={classes.navLink}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={(event) => {
          window.clearTimeout(timer.current);
          const byMouseOver = hovered.current && event.detail > 0;
          setOpened((was) => byMouseOver || !was);
        }}
      >
        {t('nav.courses')}
        <IconChevronDown size={16} className={classes.chevron} aria-hidden />
      </UnstyledButton>
      <ul id={listId} aria-label={t('nav.courses')} className={classes.coursesDropdown} hidden={!opened}>
        <li>
          <Link to="/courses" className={classes.menuLink}>
            <IconSchool size={20} aria-hidden className={classes.menuIcon} />
            <span>
              <Text component="span" display="block" fw={700} fz="sm">
                {t('nav.allCourses')}
              </Text>
              <Text component="span" display="block" fz="xs" c="dimmed">
                {t('nav.allCoursesText')}
              </Text>
            </span>
          </Link>
        </li>
        {courses.data?.map((course) => (
          <li key={course.id}>
            <Link to={`/course/${course.id}`} className={classes.menuLink}>
              <Localized item={course} field="name" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
