import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconBellOff, IconInfoCircle } from '@tabler/icons-react';
import type { SessionUser } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';
import { usePushNotifications } from './use-push-notifications';

/**
 * The Push Notifications card: what it covers (admins: quotations, classes and chat messages;
 * instructors: their classes and chat messages; clients: their classes), and this browser's
 * state: unsupported, blocked (with how to allow it), not asked yet or allowed but not subscribed
 * (Enable), or subscribed (Disable).
 */
export function PushCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { state, busy, enable, disable } = usePushNotifications();
  const explanation =
    user.role === 'admin'
      ? t('push.adminText')
      : user.role === 'instructor'
        ? t('push.instructorText')
        : t('push.clientText');

  return (
    <Card padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h3">
            {t('push.title')}
          </Title>
          {state !== 'checking' && state !== 'unsupported' && (
            <Badge color={state === 'subscribed' ? 'green' : 'gray'} variant="light">
              {state === 'subscribed' ? t('push.on') : t('push.off')}
            </Badge>
          )}
        </Group>
        <Text>{explanation}</Text>
        {state === 'checking' && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">{t('push.checking')}</Text>
          </Group>
        )}
        {state === 'unsupported' && (
          <Alert color="amber" icon={<IconInfoCircle aria-hidden />} title={t('push.unsupportedTitle')}>
            {t('push.unsupportedText')}
          </Alert>
        )}
        {state === 'denied' && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('push.blockedTitle')}>
            {t('push.blockedText')}
          </Alert>
        )}
        {(state === 'default' || state === 'granted') && (
          <Stack gap="sm" align="flex-start">
            <Text fz="sm" c="dimmed">
              {state === 'granted' ? t('push.grantedText') : t('push.defaultText')}
            </Text>
            <Button
              leftSection={<IconBell size={18} aria-hidden />}
              loading={busy}
              onClick={() => void enable()}
            >
              {t('push.enable')}
            </Button>
          </Stack>
        )}
        {state === 'subscribed' && (
          <Stack gap="sm" align="flex-start">
            <Text fz="sm" c="dimmed">
              {t('push.subscribedText')}
            </Text>
            <Button
              variant="default"
              leftSection={<IconBellOff size={18} aria-hidden />}
              loading={busy}
              onClick={() => void disable()}
            >
              {t('push.disable')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
