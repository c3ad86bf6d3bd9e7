import { Button, type ButtonProps } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { QuotationRequestPrefill } from './quotation-request-form';

const loadModal = () => import('./quotation-request-modal');
const QuotationRequestModal = lazy(() => loadModal().then((m) => ({ default: m.QuotationRequestModal })));

/**
 * Request a Quotation, and its dialog. The dialog's code (its form, the schema) is a chunk of its
 * own, fetched as the visitor reaches for the button; it renders only once opened, so the page the
 * server rendered hydrates with the button alone. Its label is 'Request a Quotation' unless given
 * (the client portal's 'Book a refresher').
 */
export function QuotationRequestButton({
  prefill,
  children,
  ...props
}: ButtonProps & { prefill?: QuotationRequestPrefill; 'aria-label'?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const preload = () => void loadModal();
  return (
    <>
      <Button
        leftSection={<IconFileInvoice size={18} aria-hidden />}
        {...props}
        onClick={() => setOpened(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children ?? t('quotationRequest.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <QuotationRequestModal prefill={prefill} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
