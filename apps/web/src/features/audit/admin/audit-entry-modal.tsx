import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { type AuditChange, type AuditTrailRow, auditChanges } from '@tc/contracts/schemas';
import { type ReactNode, useId, useState } from 'react';
import { useNarrowScreen } from '../../../app/data-table/use-phone-layout';
import { formatCentreInstant } from '../../../app/dates';
import { Modal } from '../../../app/dialog';
import { type TFunction, useTranslation } from '../../../i18n/translate';
import classes from './audit-admin.module.css';
import { actorOf, descriptionLang, failureReasonText } from './audit-columns';
import { fieldLabel } from './audit-field-label';

// An instant as the logs store it (ISO 8601 with a zone): read on the centre's clock, like the list.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value of the data: text as it is, yes or no in the page's language, an instant in Bahrain time,
 * nothing as a dash, an object or list in its JSON shape.
 */
function Value({ value, t, language }: { value: unknown; t: TFunction; language: string }) {
  if (value === null || value === undefined || value === '') return <>{t('auditTrail.detail.empty')}</>;
  if (typeof value === 'boolean') return <>{t(value ? 'auditTrail.detail.yes' : 'auditTrail.detail.no')}</>;
  if (typeof value === 'object') return <pre className={classes.json}>{JSON.stringify(value, null, 2)}</pre>;
  if (typeof value === 'string' && INSTANT.test(value)) return <>{formatCentreInstant(value, language)}</>;
  return <>{String(value)}</>;
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className={classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The changed keys side by side, old value and new; the unchanged ones behind a toggle. */
function Changes({ row, t, language }: { row: AuditTrailRow; t: TFunction; language: string }) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  const tableId = useId();
  const changes = auditChanges(row.previousData, row.newData);
  const changed = changes.filter((change) => change.changed);
  const unchanged = changes.filter((change) => !change.changed);
  const shown: AuditChange[] = showUnchanged ? changes : changed;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('auditTrail.detail.changesLabel')}
      </Title>
      {changed.length === 0 && <Text fz="sm">{t('auditTrail.detail.noChanges')}</Text>}
      {shown.length > 0 && (
        <Table.ScrollContainer minWidth={0} type="native">
          <Table id={tableId} className={classes.changes} withTableBorder verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('auditTrail.detail.field')}</Table.Th>
                <Table.Th scope="col">{t('auditTrail.detail.before')}</Table.Th>
                <Table.Th scope="col">{t('auditTrail.detail.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((change) => {
                const label = fieldLabel(change.key, t);
                return (
                  <Table.Tr key={change.key}>
                    <Table.Th scope="row" lang={label.lang}>
                      {label.text}
                    </Table.Th>
                    <Table.Td>
                      <Value value={change.before} t={t} language={language} />
                    </Table.Td>
                    <Table.Td>
                      <Value value={change.after} t={t} language={language} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {unchanged.length > 0 && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={showUnchanged}
            aria-controls={shown.length > 0 ? tableId : undefined}
            leftSection={
              showUnchanged ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
            }
            onClick={() => setShowUnchanged((shown) => !shown)}
          >
            {showUnchanged
              ? t('auditTrail.detail.hideUnchanged')
              : t('auditTrail.detail.showUnchanged', { count: unchanged.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** One entry of the trail: who and when, then the change before and after, or the sign-in's details. */
export function AuditEntryModal({ row, onClose }: { row: AuditTrailRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const phone = useNarrowScreen();
  const signIn = row.source === 'sign-in';
  const unknown = t('auditTrail.detail.unknown');
  const facts: [string, ReactNode][] = [
    [t('auditTrail.detail.when'), formatCentreInstant(row.at, i18n.language)],
    [
      t('auditTrail.detail.who'),
      row.actorName && row.actorEmail ? `${row.actorName} (${row.actorEmail})` : actorOf(row, t),
    ],
  ];
  if (signIn) {
    facts.push(
      [
        t('auditTrail.detail.result'),
        row.success
          ? t('auditTrail.detail.succeeded')
          : t('auditTrail.detail.failed', { reason: failureReasonText(row.failureReason, t) }),
      ],
      [t('auditTrail.detail.ipAddress'), row.ipAddress ?? unknown],
      [t('auditTrail.detail.userAgent'), row.userAgent ?? unknown],
    );
  } else {
    if (row.title) facts.push([t('auditTrail.detail.subject'), row.title]);
    // Recorded by the server in English, as it was written then: said so to a reader (and a screen reader).
    if (row.description)
      facts.push([
        t('auditTrail.detail.description'),
        <span lang={descriptionLang(row.description)}>{row.description}</span>,
      ]);
    if (row.entityId) facts.push([t('auditTrail.detail.entityId'), row.entityId]);
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="56rem"
      fullScreen={phone}
      title={
        // 'Failed sign-in' says it all; a change names what it changed ('Updated: Public certificate').
        signIn
          ? t(`auditTrail.actions.${row.action}`)
          : t('auditTrail.detail.title', {
              action: t(`auditTrail.actions.${row.action}`),
              entity: t(`auditTrail.entities.${row.entityType}`),
            })
      }
    >
      <Stack>
        <Facts facts={facts} />
        {!signIn && <Changes row={row} t={t} language={i18n.language} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('auditTrail.detail.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
