import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import classes from './accreditation.module.css';
import leeaUrl from './images/leea.svg';
import nporsUrl from './images/npors.svg';
import rtitbUrl from './images/rtitb.svg';

const badges = [
  { key: 'rtitb', src: rtitbUrl },
  { key: 'leea', src: leeaUrl },
  { key: 'npors', src: nporsUrl },
] as const;

/** The three accrediting bodies the public pages name (spec, section 1), as the centre's own badges. */
export function AccreditationBadges({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center" ta="center">
      <Text id={headingId} fw={700} fz="sm" tt="uppercase" c="dimmed" className={classes.heading}>
        {t('accreditation.heading')}
      </Text>
      <Group component="ul" gap="xl" justify="center" className={classes.list} aria-labelledby={headingId}>
        {badges.map((badge) => (
          <li key={badge.key}>
            <img
              src={badge.src}
              alt={t(`accreditation.${badge.key}`)}
              width={96}
              height={108}
              loading="lazy"
              className={classes.badge}
            />
          </li>
        ))}
      </Group>
    </Stack>
  );
}
