import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { QuotationRequestButton } from '../quotations/request/quotation-request-button';
import { ContentStatus } from '../website-content/content-status';
import { EditableText } from '../website-content/editable-text';
import { useWebsiteContent } from '../website-content/use-website-content';
import { HeroCarousel } from './hero-carousel';
import classes from './home-page.module.css';

/** The home section's hero: the editable title and subtitle, View Courses, and the carousel. */
export function HeroSection() {
  const { t } = useTranslation();
  const { data: content } = useWebsiteContent();

  return (
    <section className={classes.hero} aria-labelledby={content ? 'hero-title' : undefined}>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }} className={classes.grid}>
          <Stack gap="lg">
            <ContentStatus onDark />
            {content && (
              <>
                <Title id="hero-title" order={1} className={classes.title}>
                  <EditableText field="heroTitle" />
                </Title>
                <Text className={classes.subtitle}>
                  <EditableText field="heroSubtitle" multiline />
                </Text>
              </>
            )}
            <Group gap="sm">
              <Button
                component={Link}
                to="/courses"
                size="lg"
                color="amber.5"
                rightSection={<IconArrowRight size={20} className="mantine-rotate-rtl" aria-hidden />}
              >
                {t('home.viewCourses')}
              </Button>
              <QuotationRequestButton size="lg" variant="white" color="navy" href="/?section=contact" />
            </Group>
          </Stack>
          <HeroCarousel />
        </SimpleGrid>
      </Container>
    </section>
  );
}
