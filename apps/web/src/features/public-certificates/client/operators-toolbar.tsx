import { Button, Checkbox, Group } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import {
  type OperatorCertificateStatus,
  type OperatorsFilter,
  operatorCertificateStatuses,
} from '@tc/contracts/schemas';
import { ListFilters, ListSelect } from '../../../app/data-table/list-filters';
import { useTranslation } from '../../../i18n/translate';
import { QuotationRequestButton } from '../../quotations/request/quotation-request-button';
import type { QuotationRequestPrefill } from '../../quotations/request/quotation-request-form';
import { operatorsFileUrl } from './operator-rows';

/** The register's filters: a standing and a course (of those the client's operators hold). */
export function OperatorFilters({
  status,
  onStatus,
  courseId,
  onCourse,
  courses,
}: {
  status: OperatorCertificateStatus | undefined;
  onStatus: (status: OperatorCertificateStatus | undefined) => void;
  courseId: string | undefined;
  onCourse: (courseId: string | undefined) => void;
  courses: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation();
  return (
    <ListFilters label={t('clientOperators.filters')}>
      <ListSelect
        label={t('clientOperators.status')}
        placeholder={t('clientOperators.allStatuses')}
        allLabel={t('clientOperators.allStatuses')}
        options={operatorCertificateStatuses.map((value) => ({
          value,
          label: t(`clientOperators.statuses.${value}`),
        }))}
        value={status}
        onChange={onStatus}
      />
      <ListSelect
        label={t('clientOperators.course')}
        placeholder={t('clientOperators.allCourses')}
        allLabel={t('clientOperators.allCourses')}
        options={courses}
        renderOption={({ option }) => <span dir="auto">{option.label}</span>}
        value={courseId}
        onChange={onCourse}
      />
    </ListFilters>
  );
}

/** The register as files, with the screen's filters: a CSV for a site audit or a gate list, a PDF to print. */
export function RegisterFiles({ filter }: { filter: OperatorsFilter }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={operatorsFileUrl('csv', filter)}
        download
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
      >
        {t('clientOperators.downloadCsv')}
      </Button>
      <Button
        component="a"
        href={operatorsFileUrl('pdf', filter)}
        download
        variant="light"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
      >
        {t('clientOperators.downloadPdf')}
      </Button>
    </Group>
  );
}

/**
 * Refreshers for several at once: every expiring or expired certificate shown chosen (or none),
 * and the request for those chosen, one course line each with its number of operators.
 */
export function RefresherBar({
  due,
  chosen,
  onChooseAll,
  prefill,
}: {
  due: number;
  chosen: number;
  onChooseAll: (all: boolean) => void;
  prefill: QuotationRequestPrefill;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="md" justify="space-between">
      <Checkbox
        label={t('clientOperators.selectAllDue')}
        checked={chosen > 0 && chosen === due}
        indeterminate={chosen > 0 && chosen < due}
        onChange={(event) => onChooseAll(event.currentTarget.checked)}
      />
      <QuotationRequestButton
        disabled={chosen === 0}
        leftSection={<IconRefresh size={18} aria-hidden />}
        prefill={prefill}
      >
        {t('clientOperators.bookSelected', { count: chosen })}
      </QuotationRequestButton>
    </Group>
  );
}
