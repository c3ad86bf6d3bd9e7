import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingFactory2, IconShieldCheck } from '@tabler/icons-react';
import type { WebsiteContentField } from '@tc/contracts/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { AccreditationBadges } from '../accreditation/accreditation-badges';
import { EditableText } from '../website-content/editable-text';
import { useWebsiteContent } from '../website-content/use-website-content';
import classes from './home-page.module.css';
import { SectionBand } from './section-band';

function AboutPoint({
  icon,
  iconColor,
  heading,
  field,
}: {
  icon: ReactNode;
  /** A filled badge of this colour; without it, a light one in the primary colour. */
  iconColor?: string;
  heading: string;
  field: WebsiteContentField;
}) {
  return (
    <Stack gap="sm">
      <ThemeIcon size={48} variant={iconColor ? 'filled' : 'light'} color={iconColor} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} fz="h3">
        {heading}
      </Title>
      <Text fz="lg" className={classes.preLine}>
        <EditableText field={field} multiline />
      </Text>
    </Stack>
  );
}

/** The about section: the editable title, subtitle, introduction and importance of training, and the badges. */
export function AboutSection() {
  const { t } = useTranslation();
  const { data: content } = useWebsiteContent();

  return (
    <section aria-labelledby={content ? 'about-title' : undefined}>
      <SectionBand titleId="about-title" titleField="aboutTitle" subtitleField="aboutSubtitle" />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        {content && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 56 }}>
            <AboutPoint
              icon={<IconBuildingFactory2 size={26} />}
              heading={t('about.introductionHeading')}
              field="aboutIntroduction"
            />
            <AboutPoint
              icon={<IconShieldCheck size={26} />}
              iconColor="amber.5"
              heading={t('about.importanceHeading')}
              field="aboutImportance"
            />
          </SimpleGrid>
        )}
        <div className={classes.badges}>
          <AccreditationBadges headingId="about-accreditation" />
        </div>
      </Container>
    </section>
  );
}
