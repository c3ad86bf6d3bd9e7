import { Anchor, Badge, Text } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import type { ContactMessage, contactMessageListInput, SortKeyOf } from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { formatCentreInstant } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';
import { courseInterestLabel } from '../course-interest';
import classes from './contact-messages.module.css';

/** The messages: who sent it (New while unread), when, about which course, and the text. */
export function contactMessageColumns(
  t: TFunction,
  language: string,
): Column<ContactMessage, SortKeyOf<typeof contactMessageListInput>>[] {
  return [
    {
      key: 'from',
      sort: 'name',
      label: t('contactMessages.columns.from'),
      card: 'title',
      minWidth: '12rem',
      cell: (message) => (
        <>
          <Text fw={700} fz="sm">
            {message.name}
          </Text>
          <Anchor href={`mailto:${message.email}`} fz="sm" fw={400} className={classes.email}>
            {message.email}
          </Anchor>
        </>
      ),
    },
    {
      key: 'status',
      label: t('contactMessages.columns.status'),
      card: 'badge',
      cell: (message) =>
        message.isRead ? (
          <Badge variant="light" color="gray">
            {t('contactMessages.read')}
          </Badge>
        ) : (
          <Badge color="amber.5" variant="filled">
            {t('contactMessages.new')}
          </Badge>
        ),
    },
    {
      key: 'received',
      sort: 'createdAt',
      label: t('contactMessages.columns.received'),
      cell: (message) => (
        <Text component="time" fz="sm" dateTime={message.createdAt}>
          {formatCentreInstant(message.createdAt, language)}
        </Text>
      ),
    },
    {
      key: 'course',
      sort: 'courseInterest',
      label: t('contactMessages.courseInterest'),
      cell: (message) => courseInterestLabel(message.courseInterest, t('contactMessages.generalInquiry')),
    },
    {
      key: 'message',
      label: t('contactMessages.columns.message'),
      card: 'block',
      minWidth: '16rem',
      cell: (message) => (
        <Text fz="sm" className={classes.message}>
          {message.message}
        </Text>
      ),
    },
  ];
}

/** Mark Read while the message is unread; Delete (after asking). */
export function contactMessageActions(
  t: TFunction,
  message: ContactMessage,
  open: { markRead: () => void; remove: () => void },
): RowAction[] {
  return [
    ...(message.isRead
      ? []
      : [
          {
            key: 'read',
            label: t('contactMessages.markRead'),
            icon: <IconCheck size={16} aria-hidden />,
            onClick: open.markRead,
          },
        ]),
    {
      key: 'delete',
      label: t('contactMessages.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      onClick: open.remove,
      danger: true,
    },
  ];
}
