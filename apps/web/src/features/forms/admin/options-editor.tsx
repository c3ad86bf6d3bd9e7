import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { ARABIC_INPUT, ENGLISH_INPUT } from '../../admin/with-arabic';
import type { EditorField, EditorValues } from './form-values';
import classes from './forms-admin.module.css';

/**
 * A choice field's options, one a row with its Arabic beside it: added and removed in place, so an
 * option may hold a comma ('Rigger, Slinger'). Blank rows are dropped when the form is saved. The
 * Arabic is only what an Arabic page shows: the answer stored is the English option.
 */
export function OptionsEditor({
  form,
  field,
  index,
}: {
  form: UseFormReturnType<EditorValues>;
  field: EditorField;
  index: number;
}) {
  const { t } = useTranslation();
  const path = `fields.${index}.options` as const;
  const arabicPath = `fields.${index}.optionsAr` as const;
  const error = form.errors[path];
  return (
    <Fieldset
      variant="unstyled"
      mt="xs"
      legend={
        <Text component="span" fz="sm" fw={500}>
          {t('formBuilder.fields.options')}
        </Text>
      }
    >
      <Stack gap="sm">
        <Text fz="xs" c="dimmed">
          {t('formBuilder.fields.optionsText')}
        </Text>
        {field.options.map((option, at) => (
          // Options have no id of their own: a row is its place in the list (its input is controlled).
          <Group key={at} gap="xs" wrap="nowrap" align="flex-start">
            <div className={classes.optionPair}>
              {/* Side by side, or on a phone the Arabic right under its option: closer than the next option. */}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
                <TextInput
                  aria-label={t('formBuilder.fields.option', { number: at + 1 })}
                  value={option}
                  {...ENGLISH_INPUT}
                  onChange={(event) => form.setFieldValue(`${path}.${at}`, event.currentTarget.value)}
                />
                <TextInput
                  aria-label={t('formBuilder.fields.optionAr', { number: at + 1 })}
                  placeholder={t('formBuilder.fields.optionAr', { number: at + 1 })}
                  value={field.optionsAr[at] ?? ''}
                  {...ARABIC_INPUT}
                  onChange={(event) => form.setFieldValue(`${arabicPath}.${at}`, event.currentTarget.value)}
                />
              </SimpleGrid>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              disabled={field.options.length === 1}
              onClick={() => {
                form.removeListItem(path, at);
                form.removeListItem(arabicPath, at);
              }}
              aria-label={t('formBuilder.fields.removeOption', { number: at + 1 })}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {typeof error === 'string' || error ? <Input.Error>{error}</Input.Error> : null}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            form.insertListItem(path, '');
            form.insertListItem(arabicPath, '');
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('formBuilder.fields.addOption')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
