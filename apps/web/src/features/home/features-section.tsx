import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconUserStar } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { AccreditationBadges } from '../accreditation/accreditation-badges';
import { EditableText } from '../website-content/editable-text';
import { useWebsiteContent } from '../website-content/use-website-content';
import classes from './home-page.module.css';

const features = [
  { key: 'accredited', icon: IconCertificate },
  { key: 'instructors', icon: IconUserStar },
] as const;

/** Under the hero: the editable features title and subtitle, two feature cards, the accreditation badges. */
export function FeaturesSection() {
  const { t } = useTranslation();
  const { data: content } = useWebsiteContent();

  return (
    <section aria-labelledby={content ? 'features-title' : undefined} className={classes.features}>
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        {content && (
          <Stack gap="xs" align="center" ta="center" mb={{ base: 32, sm: 48 }}>
            <Title id="features-title" order={2} className={classes.sectionTitle}>
              <EditableText field="featuresTitle" />
            </Title>
            <Text fz="lg" c="dimmed" maw={680} className={classes.preLine}>
              <EditableText field="featuresSubtitle" multiline />
            </Text>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={920} mx="auto">
          {features.map(({ key, icon: Icon }) => (
            <Card key={key} padding="xl" className={classes.featureCard}>
              <ThemeIcon size={56} radius="md" color="amber.5" aria-hidden>
                <Icon size={30} stroke={1.75} />
              </ThemeIcon>
              <Title order={3} fz="xl" mt="md">
                {t(`home.features.${key}.title`)}
              </Title>
              <Text mt="xs" c="dimmed">
                {t(`home.features.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <div className={classes.badges}>
          <AccreditationBadges headingId="home-accreditation" />
        </div>
      </Container>
    </section>
  );
}
