import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { CertificateType } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';
import classes from './courses.module.css';

/** Which certificate the course leads to: the centre's own for 'local', an RTITB one otherwise. */
export function CertificatePanel({ type }: { type: CertificateType }) {
  const { t } = useTranslation();
  const isLocal = type === 'local';
  return (
    <Paper p="md" radius="md" className={classes.certificatePanel}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} color="amber.5" aria-hidden>
          <IconCertificate size={26} />
        </ThemeIcon>
        <div>
          <Text fz="sm" fw={600} c="dimmed">
            {t('courseDetail.certificateHeading')}
          </Text>
          <Title order={2} fz="lg">
            {isLocal ? t('courseDetail.certificateLocal') : t('courseDetail.certificateRtitb')}
          </Title>
          <Text mt={4}>
            {isLocal ? t('courseDetail.certificateLocalText') : t('courseDetail.certificateRtitbText')}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
