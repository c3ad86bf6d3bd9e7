import { schemaResolver } from '@mantine/form';
import type { ReactNode } from 'react';
import { localMessage } from '../i18n/translate';

/**
 * A form's check by the schema the server runs on the same input, its messages in the page's
 * language (the server's own Arabic for them). Every form validates through this, never through
 * schemaResolver directly (biome.json bans it), so no form shows an English message on an Arabic page.
 */
export function formResolver(
  schema: Parameters<typeof schemaResolver>[0],
): (values: unknown) => Record<string, ReactNode> {
  const check = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors = check(values);
    return Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [
        path,
        typeof message === 'string' ? localMessage(message) : message,
      ]),
    );
  };
}
