import { Badge, type MantineColor, Text } from '@mantine/core';
import { ARABIC_LETTER } from '@tc/contracts/language';
import type { AuditAction, AuditTrailRow, auditTrailInput, SortKeyOf } from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import { OpenRowButton } from '../../../app/data-table/open-row-button';
import { formatCentreInstant } from '../../../app/dates';
import type { TextKey, TFunction } from '../../../i18n/translate';
import classes from './audit-admin.module.css';

/**
 * A failed sign-in or a deletion stands out; a creation or a sign-in that worked reads calm. The
 * text shades keep 4.5:1 (WCAG AA) on the light tinted ground (as quotation-status-badge.tsx).
 */
const actionLooks: Record<AuditAction, { color: MantineColor; c: string }> = {
  created: { color: 'green', c: '#1e6b30' },
  updated: { color: 'navy', c: 'navy.8' },
  deleted: { color: 'red', c: '#b42318' },
  status_changed: { color: 'grape', c: '#7a2590' },
  sent: { color: 'cyan', c: '#0b5563' },
  signed_in: { color: 'gray', c: '#3d444d' },
  sign_in_failed: { color: 'orange', c: '#8a3c00' },
  exported: { color: 'teal', c: '#0b5c4f' },
  erased: { color: 'red', c: '#b42318' },
};

function AuditActionBadge({ action, t }: { action: AuditAction; t: TFunction }) {
  return (
    <Badge variant="light" {...actionLooks[action]}>
      {t(`auditTrail.actions.${action}`)}
    </Badge>
  );
}

/** Why a sign-in failed, in words; a reason the screen does not know is shown as recorded. */
export function failureReasonText(reason: string | null, t: TFunction): string {
  const key = `auditTrail.failureReasons.${reason}` as TextKey;
  const text = reason ? t(key) : '';
  return text === key ? (reason ?? '') : text;
}

/**
 * The language of a change's description: the server answers it in the caller's language where its
 * table knows it, else in the English it was recorded with (marked so, for a screen reader).
 */
export const descriptionLang = (description: string) => (ARABIC_LETTER.test(description) ? undefined : 'en');

/** The actor as a person reads them: the name, else the e-mail, else that nobody is known. */
export function actorOf(row: AuditTrailRow, t: TFunction): string {
  return row.actorName ?? row.actorEmail ?? t('auditTrail.unknownActor');
}

/** What the row is about: the thing's title and what changed; for a sign-in, where from and why it failed. */
function Subject({ row, t }: { row: AuditTrailRow; t: TFunction }) {
  const [heading, line] =
    row.source === 'sign-in'
      ? [row.ipAddress, row.success === false ? failureReasonText(row.failureReason, t) : null]
      : [row.title, row.description];
  return (
    <div className={classes.subject}>
      {heading && (
        <Text fz="sm" fw={600}>
          {heading}
        </Text>
      )}
      {line && (
        // A sign-in's reason is ours; a change's description comes from the server.
        <Text
          fz="sm"
          c="dimmed"
          lineClamp={2}
          lang={row.source === 'sign-in' ? undefined : descriptionLang(line)}
        >
          {line}
        </Text>
      )}
    </div>
  );
}

/** The trail's columns: when (opens the entry), who, what, which kind of thing, and about what. */
export function auditColumns(
  t: TFunction,
  language: string,
  open: (row: AuditTrailRow) => void,
): Column<AuditTrailRow, SortKeyOf<typeof auditTrailInput>>[] {
  return [
    {
      key: 'at',
      sort: 'at',
      label: t('auditTrail.columns.at'),
      card: 'title',
      nowrap: true,
      cell: (row) => {
        const when = formatCentreInstant(row.at, language);
        return (
          <OpenRowButton text={when} label={t('auditTrail.openEntry', { when })} onOpen={() => open(row)} />
        );
      },
    },
    {
      key: 'who',
      sort: 'actorEmail',
      label: t('auditTrail.columns.who'),
      card: 'subtitle',
      minWidth: '12rem',
      cell: (row) => (
        <div className={classes.subject}>
          <Text fz="sm">{actorOf(row, t)}</Text>
          {row.actorName && row.actorEmail && (
            <Text fz="xs" c="dimmed">
              {row.actorEmail}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'action',
      sort: 'action',
      label: t('auditTrail.columns.action'),
      card: 'badge',
      nowrap: true,
      cell: (row) => <AuditActionBadge action={row.action} t={t} />,
    },
    {
      key: 'entity',
      sort: 'entityType',
      label: t('auditTrail.columns.entity'),
      card: 'badge',
      nowrap: true,
      cell: (row) => (
        <Badge color="gray" c="#3d444d" variant="outline">
          {t(`auditTrail.entities.${row.entityType}`)}
        </Badge>
      ),
    },
    {
      key: 'subject',
      label: t('auditTrail.columns.subject'),
      card: 'block',
      minWidth: '16rem',
      cell: (row) => <Subject row={row} t={t} />,
    },
  ];
}
