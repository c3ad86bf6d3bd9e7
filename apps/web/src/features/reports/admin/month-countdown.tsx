import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { centreMonth, untilNextCentreMonth } from '@tc/contracts/schemas';
import { useEffect, useState } from 'react';
import { monthNameIn } from '../../../app/dates';
import { useTranslation } from '../../../i18n/translate';
import classes from './reports.module.css';

/**
 * The time left until the next month in Bahrain, ticking each second on the second. The clock is
 * this component's own state, so a tick re-renders these four numbers and not the tab.
 */
export function MonthCountdown() {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, 1000 - (current.getTime() % 1000));
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);

  const left = untilNextCentreMonth(now);
  const { month } = centreMonth(new Date(now.getTime() + left.milliseconds + 1000));
  const parts = [
    { key: 'days', value: left.days, label: t('reports.countdown.days') },
    { key: 'hours', value: left.hours, label: t('reports.countdown.hours') },
    { key: 'minutes', value: left.minutes, label: t('reports.countdown.minutes') },
    { key: 'seconds', value: left.seconds, label: t('reports.countdown.seconds') },
  ];
  return (
    <Card
      padding="lg"
      className={classes.countdown}
      component="section"
      aria-labelledby="month-countdown-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" id="month-countdown-title">
            {t('reports.countdown.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('reports.countdown.text', { month: monthNameIn(month, i18n.language) })}
          </Text>
        </div>
        {/* role=timer is not announced as it ticks: a screen reader reads it when asked. */}
        <Group role="timer" gap="xs" wrap="nowrap" className={classes.units} data-testid="month-countdown">
          {parts.map((part) => (
            <div key={part.key} className={classes.unit}>
              <span className={classes.unitValue}>{String(part.value).padStart(2, '0')}</span>
              <span className={classes.unitLabel}>{part.label}</span>
            </div>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
