import { Alert, EmptyState, SimpleGrid, type SimpleGridProps, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import classes from './page.module.css';

interface QueryGridProps<Item> {
  query: UseQueryResult<Item[], unknown>;
  grid: Pick<SimpleGridProps, 'cols' | 'spacing'>;
  /** Shown `skeletonCount` times while the list loads. */
  skeleton: ReactNode;
  skeletonCount: number;
  errorTitle: string;
  empty: { icon: ReactNode; title: string; text: string };
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
}

/** A public list as a grid of cards, with its loading skeletons, its error and its empty state. */
export function QueryGrid<Item>({
  query,
  grid,
  skeleton,
  skeletonCount,
  errorTitle,
  empty,
  itemKey,
  renderItem,
}: QueryGridProps<Item>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        <SimpleGrid {...grid} aria-hidden>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <div key={index}>{skeleton}</div>
          ))}
        </SimpleGrid>
      </div>
    );
  }
  if (query.isError) {
    return <Alert color="red" icon={<IconAlertTriangle />} title={errorTitle} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState icon={empty.icon} py="xl">
        <EmptyState.Title order={2}>{empty.title}</EmptyState.Title>
        <EmptyState.Description>{empty.text}</EmptyState.Description>
      </EmptyState>
    );
  }
  return (
    <SimpleGrid component="ul" {...grid} className={classes.grid}>
      {query.data.map((item, index) => (
        <li key={itemKey(item)}>{renderItem(item, index)}</li>
      ))}
    </SimpleGrid>
  );
}
