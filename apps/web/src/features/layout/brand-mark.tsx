import { Group, Stack, Text } from '@mantine/core';
import craneMarkUrl from '../../app/brand/crane-mark.svg';
import { useTranslation } from '../../i18n/translate';
import classes from './layout.module.css';

/** The crane-hook mark and the centre's name, dark on light surfaces or light on the navy footer. */
export function BrandMark({ tone }: { tone: 'onLight' | 'onDark' }) {
  const { t } = useTranslation();
  const onLight = tone === 'onLight';
  return (
    <Group gap="xs" wrap="nowrap">
      <img src={craneMarkUrl} alt="" width={40} height={40} />
      <Stack gap={2}>
        <Text component="span" fw={800} lh={1.1} c={onLight ? 'navy.9' : 'white'} className={classes.name}>
          {t('brand.shortName')}
        </Text>
        <Text
          component="span"
          fw={600}
          fz="xs"
          lh={1.1}
          c={onLight ? 'dimmed' : 'navy.1'}
          className={classes.tagline}
        >
          {t('brand.tagline')}
        </Text>
      </Stack>
    </Group>
  );
}
