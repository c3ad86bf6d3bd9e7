import { Alert, Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ERASE_REASON_MAX, type PrivacyEraseResult, privacyEraseInputSchema } from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { type Person, personLabel } from './person';

const checkErasure = formResolver(privacyEraseInputSchema);

/**
 * Erase this person's data: why (kept in the Audit Trail), whether their public certificates stay,
 * and first that it cannot be undone. The server refuses the main admin and one's own account.
 */
export function ErasePersonModal({
  person,
  onErased,
  onClose,
}: {
  person: Person;
  onErased: (result: PrivacyEraseResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { ...person, reason: '', keepPublicCertificates: false },
    validate: checkErasure,
  });
  const erase = useTabMutation(trpc.privacy.erase.mutationOptions(), {
    // The search shows the rows left; every list the erasure changed is read again when opened.
    refresh: [
      trpc.privacy.export,
      trpc.users,
      trpc.audit,
      trpc.analytics,
      trpc.contact,
      trpc.forms,
      trpc.publicCertificates,
      trpc.quotations,
      trpc.invoices,
      trpc.schedules,
      trpc.certificates,
      trpc.chat,
    ],
    failed: t('privacy.erase.failed'),
    succeeded: () => ({ title: t('privacy.erase.done'), message: t('privacy.erase.doneText') }),
    onDone: onErased,
  });
  return (
    <Modal opened onClose={onClose} title={t('privacy.erase.title')} centered>
      <form
        onSubmit={form.onSubmit(({ reason, keepPublicCertificates }) =>
          erase.mutate({ ...person, reason, keepPublicCertificates }),
        )}
        noValidate
      >
        <Stack>
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('privacy.erase.person', { person: personLabel(person) })}
          </Text>
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('privacy.erase.warning')}
          </Alert>
          <Textarea
            label={t('privacy.erase.reason')}
            description={t('privacy.erase.reasonText')}
            required
            autosize
            minRows={2}
            maxRows={5}
            maxLength={ERASE_REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Checkbox
            label={t('privacy.erase.keepPublicCertificates')}
            description={t('privacy.erase.keepPublicCertificatesText')}
            {...form.getInputProps('keepPublicCertificates', { type: 'checkbox' })}
          />
          <DialogActions
            submitLabel={t('privacy.erase.submit')}
            // Red 9: white text on it keeps 4.5:1 (WCAG AA), hovered too; red 6 is 3.3:1.
            color="red.9"
            pending={erase.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
