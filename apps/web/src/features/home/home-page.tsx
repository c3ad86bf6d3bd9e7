import { Alert, Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import craneIllustrationUrl from '../courses/images/crane.svg';
import { useWebsiteContent } from '../website-content/use-website-content';
import classes from './home-page.module.css';

/** Landing page: the hero with the editable title and subtitle, and the way into the course list. */
export function HomePage() {
  const { t } = useTranslation();
  const content = useWebsiteContent();

  return (
    <section className={classes.hero} aria-labelledby={content.data ? 'hero-title' : undefined}>
      <Container size="lg" py={{ base: 56, sm: 96 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.grid}>
          <Stack gap="lg">
            {content.isPending && (
              <div aria-hidden className={classes.skeletons}>
                <Skeleton height={44} width="90%" mb="md" />
                <Skeleton height={18} width="100%" mb="xs" />
                <Skeleton height={18} width="70%" />
              </div>
            )}
            {content.isError && (
              <Alert
                color="red"
                variant="filled"
                icon={<IconAlertTriangle />}
                title={t('home.contentError')}
              />
            )}
            {content.data && (
              <>
                <PageTitle title={content.data.heroTitle} />
                <Title id="hero-title" order={1} className={classes.title}>
                  {content.data.heroTitle}
                </Title>
                <Text className={classes.subtitle}>{content.data.heroSubtitle}</Text>
              </>
            )}
            <div>
              <Button
                component={Link}
                to="/courses"
                size="lg"
                color="amber.5"
                rightSection={<IconArrowRight size={20} className="mantine-rotate-rtl" aria-hidden />}
              >
                {t('home.viewCourses')}
              </Button>
            </div>
          </Stack>
          <img src={craneIllustrationUrl} alt="" className={classes.illustration} />
        </SimpleGrid>
      </Container>
    </section>
  );
}
