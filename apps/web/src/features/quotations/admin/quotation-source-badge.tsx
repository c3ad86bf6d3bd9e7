import { Badge } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import type { Quotation } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';

/** 'From the website' on a quotation a visitor asked for; nothing on one made in the console. */
export function QuotationSourceBadge({ source }: { source: Quotation['source'] }) {
  const { t } = useTranslation();
  if (source !== 'request') return null;
  // The text shade keeps 4.5:1 (WCAG AA) on the light tinted ground, as the status badges do.
  return (
    <Badge variant="light" color="teal" c="#0b5e4f" mt={4} leftSection={<IconWorld size={12} aria-hidden />}>
      {t('adminQuotations.sources.request')}
    </Badge>
  );
}
