import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Modal } from '../../../app/dialog';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';

/** The mail to show before it goes: a quotation's Send, or a tax invoice's 'Email to client'. */
export type MailTarget = { kind: 'quotation' | 'invoice'; id: string; number: string };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="baseline" wrap="nowrap">
      <Text fz="sm" c="dimmed" w={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * Shows the mail as the server will send it (to, CC, Reply-To, subject, its first lines), and
 * sends it only on Send; Cancel sends nothing.
 */
export function MailPreviewModal({ target, onClose }: { target: MailTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const quotation = target.kind === 'quotation';
  const quotationPreview = useQuery({
    ...trpc.quotations.sendPreview.queryOptions({ id: target.id }),
    enabled: quotation,
    staleTime: 0,
  });
  const invoicePreview = useQuery({
    ...trpc.invoices.mailPreview.queryOptions({ id: target.id }),
    enabled: !quotation,
    staleTime: 0,
  });
  const preview = quotation ? quotationPreview : invoicePreview;
  const sendQuotation = useTabMutation(trpc.quotations.send.mutationOptions(), {
    refresh: [trpc.quotations],
    failed: t('adminQuotations.sendFailed'),
    succeeded: (sent) => ({
      title: t('adminQuotations.sent'),
      message: t('adminQuotations.sentText', { number: sent.quotationNumber, email: sent.contactEmail }),
    }),
    onDone: onClose,
  });
  const emailInvoice = useTabMutation(trpc.invoices.send.mutationOptions(), {
    refresh: [trpc.invoices],
    failed: t('adminQuotations.invoices.sendFailed'),
    succeeded: () => ({
      title: t('adminQuotations.invoices.sent'),
      message: t('adminQuotations.invoices.sentText'),
    }),
    onDone: onClose,
  });
  const send = quotation ? sendQuotation : emailInvoice;
  const mail = preview.data;

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        quotation
          ? t('adminQuotations.mailPreview.quotationTitle', { number: target.number })
          : t('adminQuotations.mailPreview.invoiceTitle', { number: target.number })
      }
      size="lg"
      centered
    >
      <Stack>
        {preview.isPending && (
          <Center py="lg">
            <Loader role="progressbar" aria-label={t('common.loading')} />
          </Center>
        )}
        {preview.isError && (
          <LoadErrorAlert
            title={t('adminQuotations.mailPreview.loadError')}
            onRetry={() => preview.refetch()}
          >
            <Text fz="sm">{serverMessage(preview.error, t('adminQuotations.mailPreview.loadError'))}</Text>
          </LoadErrorAlert>
        )}
        {mail && (
          <>
            <Text fz="sm">{t('adminQuotations.mailPreview.text')}</Text>
            <Stack gap={6} aria-label={t('adminQuotations.mailPreview.fields')} role="group">
              <Field label={t('adminQuotations.mailPreview.to')}>{mail.to}</Field>
              <Field label={t('adminQuotations.mailPreview.cc')}>
                {mail.cc.length > 0 ? mail.cc.join(', ') : t('adminQuotations.mailPreview.none')}
              </Field>
              <Field label={t('adminQuotations.mailPreview.replyTo')}>
                {mail.replyTo ?? t('adminQuotations.mailPreview.noReplyTo')}
              </Field>
              <Field label={t('adminQuotations.mailPreview.subject')}>{mail.subject}</Field>
            </Stack>
            <Paper
              withBorder
              p="sm"
              bg="gray.0"
              aria-label={t('adminQuotations.mailPreview.start')}
              role="group"
            >
              <Stack gap={4}>
                {mail.lines.map((line, index) => (
                  // The mail's lines, in order and never reordered; two may read the same.
                  <Text key={index} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Text>
                ))}
              </Stack>
            </Paper>
            <Text fz="xs" c="dimmed">
              {t('adminQuotations.mailPreview.attachment', { number: target.number })}
            </Text>
          </>
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button disabled={!mail} loading={send.isPending} onClick={() => send.mutate({ id: target.id })}>
            {t('adminQuotations.mailPreview.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
