import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebsiteContent } from '../website-content/use-website-content';
import { BrandMark } from './brand-mark';
import classes from './layout.module.css';

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span className={classes.contactIcon} aria-hidden>
        {icon}
      </span>
      <div>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </div>
    </Group>
  );
}

/** Footer with the centre's description and contact details from the editable website content. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: content } = useWebsiteContent();

  return (
    <footer className={classes.footer}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 32, sm: 64 }}>
          <Stack gap="md">
            <BrandMark tone="onDark" />
            {content && <Text className={classes.footerText}>{content.footerDescription}</Text>}
          </Stack>
          {content && (
            <Stack gap="sm">
              <Title order={2} fz="lg" c="white">
                {t('footer.contactHeading')}
              </Title>
              <ContactLine icon={<IconMapPin size={18} />} label={t('footer.address')}>
                <Text className={classes.footerText}>{content.companyAddress}</Text>
              </ContactLine>
              <ContactLine icon={<IconPhone size={18} />} label={t('footer.phone')}>
                <Anchor
                  href={`tel:${content.companyPhone.replace(/\s+/g, '')}`}
                  className={classes.footerLink}
                >
                  <bdi>{content.companyPhone}</bdi>
                </Anchor>
              </ContactLine>
              <ContactLine icon={<IconMail size={18} />} label={t('footer.email')}>
                <Anchor href={`mailto:${content.companyEmail}`} className={classes.footerLink}>
                  {content.companyEmail}
                </Anchor>
              </ContactLine>
            </Stack>
          )}
        </SimpleGrid>
        <Text className={classes.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), name: t('brand.name') })}
        </Text>
      </Container>
    </footer>
  );
}
