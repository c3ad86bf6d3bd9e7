import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatBd, type Invoice, type InvoicePayment } from '@tc/contracts/schemas';
import { useState } from 'react';
import { formatCalendarDate } from '../../../app/dates';
import { Modal } from '../../../app/dialog';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';

/**
 * The payments of an invoice, oldest first, each with Delete (a payment recorded by mistake). A
 * delete is asked first, in the same dialog; the list is read again after it.
 */
export function PaymentsModal({ invoice: row, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const current = useQuery({ ...trpc.invoices.get.queryOptions({ id: row.id }), placeholderData: row });
  const invoice = current.data ?? row;
  const [asking, setAsking] = useState<InvoicePayment | null>(null);
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const remove = useTabMutation(trpc.invoices.deletePayment.mutationOptions(), {
    refresh: [trpc.invoices],
    failed: t('adminInvoices.payments.deleteFailed'),
    succeeded: (after) => ({
      title: t('adminInvoices.payments.deleted'),
      message: t('adminInvoices.payments.deletedText', {
        number: after.invoiceNumber,
        balance: formatBd(after.balance),
      }),
    }),
    onDone: () => setAsking(null),
  });

  if (asking) {
    return (
      <Modal opened onClose={() => setAsking(null)} title={t('adminInvoices.payments.deleteTitle')} centered>
        <Stack>
          <Text>
            {t('adminInvoices.payments.deleteText', {
              amount: formatBd(asking.amount),
              date: date(asking.paidAt),
              number: invoice.invoiceNumber,
            })}
          </Text>
          <Group justify="end">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: invoice.id, paymentId: asking.id })}
            >
              {t('adminInvoices.payments.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('adminInvoices.payments.title', { number: invoice.invoiceNumber })}
      centered
      size="lg"
    >
      <Stack>
        <Text fz="sm" fw={500}>
          {t('adminInvoices.payments.total', {
            paid: formatBd(invoice.paidAmount),
            total: formatBd(invoice.amount),
            balance: formatBd(invoice.balance),
          })}
        </Text>
        {current.isError && (
          <LoadErrorAlert title={t('adminQuotations.invoices.loadError')} onRetry={() => current.refetch()} />
        )}
        {invoice.payments.length === 0 ? (
          <Text c="dimmed">{t('adminInvoices.payments.empty')}</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {invoice.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>
                    <Text fw={600}>{formatBd(payment.amount)}</Text>
                    <Text fz="sm">
                      {t('adminInvoices.payments.paidBy', {
                        method: t(`paymentMethod.${payment.method}`),
                        date: date(payment.paidAt),
                      })}
                      {payment.reference ? ` · ${payment.reference}` : ''}
                    </Text>
                    {payment.recordedByName && (
                      <Text fz="xs" c="dimmed">
                        {t('adminInvoices.payments.recordedBy', { name: payment.recordedByName })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={t('adminInvoices.payments.deleteLabel', {
                        amount: formatBd(payment.amount),
                        date: date(payment.paidAt),
                      })}
                      onClick={() => setAsking(payment)}
                    >
                      {t('adminInvoices.payments.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t('adminInvoices.payments.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
