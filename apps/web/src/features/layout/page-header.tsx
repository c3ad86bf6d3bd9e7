import { Container, Stack, Text, Title } from '@mantine/core';
import { PageHead } from '../../app/page-head';
import classes from './page.module.css';

/** The band at the top of a public list page: its title (also the document title) and a subtitle. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <PageHead title={title} />
      <div className={classes.pageHeader}>
        <Container size="lg" py={{ base: 32, sm: 48 }}>
          <Stack gap="xs">
            <Title order={1}>{title}</Title>
            <Text fz="lg" c="dimmed" maw={640}>
              {subtitle}
            </Text>
          </Stack>
        </Container>
      </div>
    </>
  );
}
