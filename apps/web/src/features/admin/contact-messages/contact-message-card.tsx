import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@tc/contracts/schemas';
import { notifyError } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { courseInterestLabel } from '../../contact/course-interest';
import classes from './contact-messages.module.css';
import { useRefreshContactMessages } from './use-refresh-contact-messages';

/** Received times in the centre's time zone. */
function useReceivedFormat() {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bahrain',
  });
}

interface ContactMessageCardProps {
  message: ContactMessage;
  onDelete: () => void;
}

/** One message: who sent it, about what, when, the text, and Mark Read and Delete. */
export function ContactMessageCard({ message, onDelete }: ContactMessageCardProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const received = useReceivedFormat();
  const refresh = useRefreshContactMessages();
  const markRead = useMutation(
    trpc.contact.markRead.mutationOptions({
      onSuccess: () => refresh(),
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('contactMessages.markReadFailed'))),
    }),
  );

  return (
    <Card
      component="article"
      padding="lg"
      aria-labelledby={`message-${message.id}`}
      className={message.isRead ? undefined : classes.unreadMessage}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} className={classes.sender}>
            <Group gap="xs">
              <Text id={`message-${message.id}`} fw={700} fz="lg" component="h3" m={0}>
                {message.name}
              </Text>
              {!message.isRead && (
                <Badge color="amber.5" variant="filled">
                  {t('contactMessages.new')}
                </Badge>
              )}
            </Group>
            <Anchor href={`mailto:${message.email}`} fz="sm" className={classes.email}>
              {message.email}
            </Anchor>
          </Stack>
          <Text fz="sm" c="dimmed" component="time" dateTime={message.createdAt}>
            {received.format(new Date(message.createdAt))}
          </Text>
        </Group>
        <Text fz="sm">
          <Text component="span" fw={600} inherit>
            {t('contactMessages.courseInterest')}:
          </Text>{' '}
          {courseInterestLabel(message.courseInterest, t('contactMessages.generalInquiry'))}
        </Text>
        <Text className={classes.message}>{message.message}</Text>
        <Group justify="end" gap="xs">
          {!message.isRead && (
            <Button
              variant="light"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ id: message.id })}
            >
              {t('contactMessages.markRead')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
          >
            {t('contactMessages.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
