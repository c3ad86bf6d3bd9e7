import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingFactory2, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../i18n/translate';
import classes from './auth.module.css';
import { useFocusOnMount } from './use-focus-on-mount';

interface ChoiceProps {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

function Choice({ icon, title, text, onClick, ref }: ChoiceProps) {
  return (
    <UnstyledButton ref={ref} className={classes.choice} onClick={onClick}>
      <Group wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700}>{title}</Text>
          <Text fz="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The dialog's first step: client or admin entry point. */
export function LoginChoice({ onChoose }: { onChoose: (step: 'client' | 'admin') => void }) {
  const { t } = useTranslation();
  const firstChoiceRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <Stack gap="sm">
      <Text>{t('login.chooseText')}</Text>
      <Choice
        ref={firstChoiceRef}
        icon={<IconBuildingFactory2 size={24} />}
        title={t('login.clientLogin')}
        text={t('login.clientLoginText')}
        onClick={() => onChoose('client')}
      />
      <Choice
        icon={<IconShieldLock size={24} />}
        title={t('login.adminLogin')}
        text={t('login.adminLoginText')}
        onClick={() => onChoose('admin')}
      />
    </Stack>
  );
}
