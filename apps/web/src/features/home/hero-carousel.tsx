import { Group, Text, Title, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import craneUrl from '../courses/images/crane.svg';
import classes from './hero-carousel.module.css';
import excellenceUrl from './images/excellence.svg';
import safetyUrl from './images/safety.svg';
import simulationUrl from './images/simulation.svg';

/** Spec, section 9: the carousel moves on every 5 seconds. */
export const slideIntervalMs = 5000;

const slides = [
  { key: 'simulation', image: simulationUrl },
  { key: 'field', image: craneUrl },
  { key: 'safety', image: safetyUrl },
  { key: 'excellence', image: excellenceUrl },
] as const;

/**
 * The landing page's looping carousel of four slides (WAI-ARIA carousel pattern). It moves on by
 * itself every 5 s, except while the pointer is over it or focus is in it, after Pause, or when
 * the visitor prefers reduced motion (then only Play starts it). Previous, next and the dots move
 * it by hand; so do the arrow keys inside it.
 */
export function HeroCarousel() {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused;
  const count = slides.length;
  const show = (next: number) => setIndex((next + count) % count);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), slideIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
  }

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      className={classes.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className={classes.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const current = position === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group, not a form's fieldset
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideLabel', { number: position + 1, count })}
              className={classes.slide}
              data-current={current || undefined}
              aria-hidden={!current}
              inert={!current}
            >
              <img src={slide.image} alt="" className={classes.image} />
              <div className={classes.caption}>
                <Title order={2} className={classes.slideTitle}>
                  {t(`carousel.slides.${slide.key}.title`)}
                </Title>
                <Text className={classes.slideText}>{t(`carousel.slides.${slide.key}.text`)}</Text>
              </div>
            </div>
          );
        })}
      </div>
      <Group justify="space-between" wrap="nowrap" mt="sm" gap="xs">
        <UnstyledButton
          className={classes.control}
          onClick={() => setPlayChoice(!playing)}
          aria-label={playing ? t('carousel.pause') : t('carousel.play')}
        >
          {playing ? <IconPlayerPause size={20} aria-hidden /> : <IconPlayerPlay size={20} aria-hidden />}
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          <UnstyledButton
            className={classes.control}
            onClick={() => show(index - 1)}
            aria-label={t('carousel.previous')}
          >
            <IconChevronLeft size={22} className="mantine-rotate-rtl" aria-hidden />
          </UnstyledButton>
          {slides.map((slide, position) => (
            <UnstyledButton
              key={slide.key}
              className={classes.dotButton}
              onClick={() => show(position)}
              aria-label={t('carousel.goTo', {
                number: position + 1,
                title: t(`carousel.slides.${slide.key}.title`),
              })}
              aria-current={position === index ? 'true' : undefined}
            >
              <span className={classes.dot} />
            </UnstyledButton>
          ))}
          <UnstyledButton
            className={classes.control}
            onClick={() => show(index + 1)}
            aria-label={t('carousel.next')}
          >
            <IconChevronRight size={22} className="mantine-rotate-rtl" aria-hidden />
          </UnstyledButton>
        </Group>
      </Group>
    </section>
  );
}
