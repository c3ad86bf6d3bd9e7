import { Button, Card, Center, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  FORM_SUBMISSION_RETENTION_MAX_MONTHS,
  FORM_SUBMISSION_RETENTION_MIN_MONTHS,
  type PrivacySettingsAnswer,
  privacySettingsSchema,
} from '@tc/contracts/schemas';
import { formResolver } from '../../../app/form-resolver';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';

const checkSettings = formResolver(privacySettingsSchema);

function RetentionForm({ settings }: { settings: PrivacySettingsAnswer }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm<{ formSubmissionRetentionMonths: number | string }>({
    initialValues: { formSubmissionRetentionMonths: settings.formSubmissionRetentionMonths },
    validate: checkSettings,
  });
  const save = useTabMutation(trpc.privacy.updateSettings.mutationOptions(), {
    refresh: [trpc.privacy.settings],
    failed: t('privacy.retention.failed'),
    succeeded: (saved) => ({
      title: t('privacy.retention.saved'),
      message: t('privacy.retention.savedText', { count: saved.formSubmissionRetentionMonths }),
    }),
  });
  return (
    <Stack gap="sm">
      <Text fz="sm">{t('privacy.retention.loginLogs', { count: settings.loginLogRetentionMonths })}</Text>
      <form
        onSubmit={form.onSubmit((values) =>
          save.mutate({ formSubmissionRetentionMonths: Number(values.formSubmissionRetentionMonths) }),
        )}
        noValidate
      >
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('privacy.retention.formSubmissions')}
            description={t('privacy.retention.formSubmissionsText', {
              min: FORM_SUBMISSION_RETENTION_MIN_MONTHS,
              max: FORM_SUBMISSION_RETENTION_MAX_MONTHS,
            })}
            min={FORM_SUBMISSION_RETENTION_MIN_MONTHS}
            max={FORM_SUBMISSION_RETENTION_MAX_MONTHS}
            allowDecimal={false}
            allowNegative={false}
            w={{ base: '100%', xs: 280 }}
            {...form.getInputProps('formSubmissionRetentionMonths')}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            loading={save.isPending}
          >
            {t('privacy.retention.save')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** How long sign-ins (fixed) and form submissions (the admin's choice) are kept before the hourly job deletes them. */
export function RetentionCard() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const settings = useQuery(trpc.privacy.settings.queryOptions());
  return (
    <Card padding="lg" component="section" aria-labelledby="privacy-retention-title">
      <Stack>
        <div>
          <Title order={3} id="privacy-retention-title">
            {t('privacy.retention.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('privacy.retention.text')}
          </Text>
        </div>
        {settings.data ? (
          <RetentionForm settings={settings.data} />
        ) : settings.isError ? (
          <LoadErrorAlert title={t('privacy.retention.loadError')} onRetry={() => void settings.refetch()} />
        ) : (
          <Center py="md">
            <Loader role="progressbar" aria-label={t('common.loading')} />
          </Center>
        )}
      </Stack>
    </Card>
  );
}
