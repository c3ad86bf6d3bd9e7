import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import classes from './contact-messages.module.css';

/** Total, unread and read message counts. */
export function ContactSummary() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const summary = useQuery(trpc.contact.summary.queryOptions());
  const figures = [
    {
      key: 'total',
      className: classes.summaryTotal,
      label: t('contactMessages.summary.total'),
      value: summary.data?.total,
    },
    {
      key: 'unread',
      className: classes.summaryUnread,
      label: t('contactMessages.summary.unread'),
      value: summary.data?.unread,
    },
    {
      key: 'read',
      className: classes.summaryRead,
      label: t('contactMessages.summary.read'),
      value: summary.data?.read,
    },
  ] as const;
  if (summary.isError) return null;

  return (
    <SimpleGrid component="dl" cols={3} spacing={{ base: 'xs', sm: 'md' }} m={0}>
      {figures.map((figure) => (
        <Card key={figure.key} padding="md" className={figure.className}>
          <Text component="dt" fz="sm" fw={600} c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} className={classes.figure}>
            {figure.value ?? <Skeleton component="span" height={32} width={40} display="inline-block" />}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
