import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import '../../app/mantine-styles-forms';
import { EditableText } from '../website-content/editable-text';
import { useWebsiteContent } from '../website-content/use-website-content';
import classes from './contact.module.css';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/** The landing page's contact section: the centre's details beside the contact form. */
export function ContactSection() {
  const { t } = useTranslation();
  const { data: content } = useWebsiteContent();
  return (
    <section aria-labelledby={content ? 'contact-title' : undefined} className={classes.section}>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack gap="xs" mb={{ base: 'xl', sm: 48 }}>
          <Title id="contact-title" order={1} className={classes.title}>
            <EditableText field="contactTitle" />
          </Title>
          <Text fz="lg" c="dimmed" maw={640}>
            {t('contact.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
          <ContactDetails />
          <Card padding="xl" shadow="sm" className={classes.formCard}>
            <Title order={2} fz="h3" mb="md">
              {t('contact.formTitle')}
            </Title>
            <ContactForm />
          </Card>
        </SimpleGrid>
      </Container>
    </section>
  );
}
