import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ownNameInputSchema } from '@tc/contracts/schemas';
import { Modal } from '../../app/dialog';
import { formResolver } from '../../app/form-resolver';
import { notifyError } from '../../app/notify';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { useRefreshSession } from '../session/use-session';
import { LogoutButton } from './logout-button';

/**
 * Shown over the portal to a staff member signed in without a first or last name (accounts made
 * before names were required): it cannot be dismissed, only answered (or left by logging out).
 * Success reads the session again, which closes it.
 */
export function OwnNameModal() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refreshSession = useRefreshSession();
  const form = useForm({
    initialValues: { firstName: '', lastName: '' },
    validate: formResolver(ownNameInputSchema),
  });
  const setName = useMutation(
    trpc.auth.setName.mutationOptions({
      onSuccess: () => refreshSession(),
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('ownName.failed')), 'own-name'),
    }),
  );

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('ownName.title')}
      centered
    >
      <form onSubmit={form.onSubmit((values) => setName.mutate(values))} noValidate>
        <Stack>
          <Text>{t('ownName.text')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('ownName.firstName')}
              autoComplete="given-name"
              required
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('ownName.lastName')}
              autoComplete="family-name"
              required
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <Group justify="space-between" mt="sm">
            <LogoutButton variant="subtle" />
            <Button type="submit" loading={setName.isPending}>
              {t('ownName.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
