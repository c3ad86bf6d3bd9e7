import { Button, type ButtonProps } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { QuotationRequestPrefill } from './quotation-request-form';

const loadModal = () => import('./quotation-request-modal');
const QuotationRequestModal = lazy(() => loadModal().then((m) => ({ default: m.QuotationRequestModal })));

/**
 * Request a Quotation, and its dialog. The dialog's code (its form, the schema) is a chunk of its
 * own, fetched as the visitor reaches for the button; it renders only once opened, so the page the
 * server rendered hydrates with the button alone. Its label is 'Request a Quotation' unless given
 * (the client portal's 'Book a refresher'). On a public page it is a link to the contact form
 * (`href`), which a page without JavaScript follows; with it, the dialog opens instead (a button
 * to assistive technology).
 */
export function QuotationRequestButton({
  prefill,
  children,
  href,
  ...props
}: ButtonProps & { prefill?: QuotationRequestPrefill; href?: string; 'aria-label'?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const preload = () => void loadModal();
  return (
    <>
      <Button
        leftSection={<IconFileInvoice size={18} aria-hidden />}
        {...props}
        {...(href && { component: 'a', href, role: 'button' })}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          setOpened(true);
        }}
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
