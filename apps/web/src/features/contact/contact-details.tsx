import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { WebsiteContentField } from '@tc/contracts/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { EditableText, useCanEditWebsite } from '../website-content/editable-text';
import { useWebsiteContent } from '../website-content/use-website-content';
import classes from './contact.module.css';

function DetailLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <div className={classes.detail}>
        <Text fw={700} fz="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/**
 * A phone number or address as a tel: or mailto: link for visitors; an admin gets the editable text
 * instead (a link around an edit button would do two things at once).
 */
function ContactLink({ field, href }: { field: WebsiteContentField; href: (text: string) => string }) {
  const { data } = useWebsiteContent();
  const canEdit = useCanEditWebsite();
  if (canEdit || !data) return <EditableText field={field} />;
  return (
    <Anchor href={href(data[field])} fw={600} className={classes.link}>
      <bdi>{data[field]}</bdi>
    </Anchor>
  );
}

/** The centre's address, phone and e-mail from the editable website content. */
export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <DetailLine icon={<IconMapPin size={22} />} label={t('contact.address')}>
        <Text className={classes.address}>
          <EditableText field="companyAddress" multiline />
        </Text>
      </DetailLine>
      <DetailLine icon={<IconPhone size={22} />} label={t('contact.phone')}>
        <ContactLink field="companyPhone" href={(phone) => `tel:${phone.replace(/[^\d+]/g, '')}`} />
      </DetailLine>
      <DetailLine icon={<IconMail size={22} />} label={t('contact.email')}>
        <ContactLink field="companyEmail" href={(email) => `mailto:${email}`} />
      </DetailLine>
    </Stack>
  );
}
