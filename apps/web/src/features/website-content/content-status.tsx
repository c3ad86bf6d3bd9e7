import { Alert, Skeleton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { useWebsiteContent } from './use-website-content';

/**
 * Stands in for the editable texts until they arrive: skeleton lines while loading, and
 * 'Failed to fetch website content' when the read failed; nothing once they are in.
 */
export function ContentStatus({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation();
  const content = useWebsiteContent();
  if (content.isPending) {
    return (
      <div aria-hidden style={{ opacity: onDark ? 0.3 : 1 }}>
        <Skeleton height={40} width="80%" mb="md" />
        <Skeleton height={18} width="100%" mb="xs" />
        <Skeleton height={18} width="65%" />
      </div>
    );
  }
  if (content.isError) {
    return (
      <Alert
        color="red"
        variant={onDark ? 'filled' : 'light'}
        icon={<IconAlertTriangle />}
        title={t('home.contentError')}
      />
    );
  }
  return null;
}
