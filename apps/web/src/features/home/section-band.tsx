import { Container, Stack, Text, Title } from '@mantine/core';
import type { WebsiteContentField } from '@tc/contracts/schemas';
import { ContentStatus } from '../website-content/content-status';
import { EditableText } from '../website-content/editable-text';
import { useWebsiteContent } from '../website-content/use-website-content';
import classes from './home-page.module.css';

/**
 * The band at the top of a landing section: its editable title (the section's h1, with id
 * `titleId`) and subtitle, or the loading and error status of the website content.
 */
export function SectionBand({
  titleId,
  titleField,
  subtitleField,
}: {
  titleId: string;
  titleField: WebsiteContentField;
  subtitleField: WebsiteContentField;
}) {
  const { data: content } = useWebsiteContent();
  return (
    <div className={classes.band}>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <ContentStatus />
        {content && (
          <Stack gap="xs">
            <Title id={titleId} order={1} className={classes.sectionTitle}>
              <EditableText field={titleField} />
            </Title>
            <Text fz="lg" c="dimmed" maw={720} className={classes.preLine}>
              <EditableText field={subtitleField} multiline />
            </Text>
          </Stack>
        )}
      </Container>
    </div>
  );
}
