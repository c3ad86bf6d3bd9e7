import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { useLoginDialog } from '../auth/login-dialog-context';
import { EditableText, useCanEditWebsite } from '../website-content/editable-text';
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

/** The footer's links to the landing sections (spec); Student Portal opens the login dialog. */
function FooterLinks() {
  const { t } = useTranslation();
  const loginDialog = useLoginDialog();
  const links = [
    { key: 'earthMoving', to: '/?section=courses' },
    { key: 'lifting', to: '/?section=courses' },
    { key: 'aboutUs', to: '/?section=about' },
    { key: 'contact', to: '/?section=contact' },
    { key: 'certificates', to: '/?section=certificates' },
  ] as const;
  return (
    <nav aria-labelledby="footer-links">
      <Title order={2} fz="lg" c="white" id="footer-links" mb="sm">
        {t('footer.linksHeading')}
      </Title>
      <Stack component="ul" gap={8} className={classes.footerList}>
        {links.map((link) => (
          <li key={link.key}>
            <Anchor component={Link} to={link.to} className={classes.footerLink}>
              {t(`footer.${link.key}`)}
            </Anchor>
          </li>
        ))}
        <li>
          <Anchor
            component="button"
            type="button"
            className={classes.footerLink}
            onClick={loginDialog.open}
            onPointerEnter={loginDialog.preload}
            onFocus={loginDialog.preload}
          >
            {t('footer.studentPortal')}
          </Anchor>
        </li>
      </Stack>
    </nav>
  );
}

/** The phone and e-mail as links for visitors; for an admin, editable texts (a link cannot hold a button). */
function ContactLink({ href, children }: { href: string; children: ReactNode }) {
  if (useCanEditWebsite()) return <Text className={classes.footerText}>{children}</Text>;
  return (
    <Anchor href={href} className={classes.footerLink}>
      {children}
    </Anchor>
  );
}

/** Footer: the centre's description, the section links and the contact details, all texts editable by an admin. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: content } = useWebsiteContent();

  return (
    <footer className={classes.footer}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={{ base: 32, sm: 48 }}>
          <Stack gap="md">
            <BrandMark tone="onDark" />
            {content && (
              <Text className={classes.footerText}>
                <EditableText field="footerDescription" multiline />
              </Text>
            )}
          </Stack>
          <FooterLinks />
          {content && (
            <Stack gap="sm">
              <Title order={2} fz="lg" c="white">
                {t('footer.contactHeading')}
              </Title>
              <ContactLine icon={<IconMapPin size={18} />} label={t('footer.address')}>
                <Text className={classes.footerText}>
                  <EditableText field="companyAddress" multiline />
                </Text>
              </ContactLine>
              <ContactLine icon={<IconPhone size={18} />} label={t('footer.phone')}>
                <ContactLink href={`tel:${content.companyPhone.replace(/\s+/g, '')}`}>
                  <bdi>
                    <EditableText field="companyPhone" />
                  </bdi>
                </ContactLink>
              </ContactLine>
              <ContactLine icon={<IconMail size={18} />} label={t('footer.email')}>
                <ContactLink href={`mailto:${content.companyEmail}`}>
                  <EditableText field="companyEmail" />
                </ContactLink>
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
