import { Badge } from '@mantine/core';
import type { ScheduleStatus } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';

/** Each status in a colour of its own; the text shades keep 4.5:1 (WCAG AA) on the tinted ground. */
export const scheduleStatusLooks: Record<ScheduleStatus, { color: string; c: string }> = {
  pending: { color: 'orange', c: '#8a3c00' },
  confirmed: { color: 'navy', c: 'navy.8' },
  completed: { color: 'green', c: '#1e6b30' },
  cancelled: { color: 'red', c: '#b42318' },
};

export function ScheduleStatusBadge({ status }: { status: ScheduleStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" {...scheduleStatusLooks[status]} style={{ flexShrink: 0 }}>
      {t(`scheduleStatus.${status}`)}
    </Badge>
  );
}
