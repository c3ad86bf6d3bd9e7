import type { GoalProgress } from '@tc/contracts/schemas';
import { localeOf } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';

/** "31 days left", "Ends today", "Ended 2 days ago", "Starts in 3 days" or "No end date". */
export function timeLeftText(progress: GoalProgress, t: TFunction, language: string): string {
  const days = (count: number) => ({
    count,
    days: count.toLocaleString(localeOf(language)),
  });
  if (progress.daysToStart !== null) return t('financialGoals.card.startsIn', days(progress.daysToStart));
  const { daysLeft } = progress;
  if (daysLeft === null) return t('financialGoals.card.noEndDate');
  if (daysLeft > 0) return t('financialGoals.card.daysLeft', days(daysLeft));
  if (daysLeft === 0) return t('financialGoals.card.endsToday');
  return t('financialGoals.card.ended', days(-daysLeft));
}
