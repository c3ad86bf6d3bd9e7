import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { FORM_FIELD_TYPES, type FormFieldType, fieldTypeHasOptions } from '@tc/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ARABIC_INPUT, ENGLISH_INPUT } from '../../admin/with-arabic';
import { type EditorField, type EditorValues, fieldNames, newField } from './form-values';
import classes from './forms-admin.module.css';
import { OptionsEditor } from './options-editor';

interface FieldEditorProps {
  form: UseFormReturnType<EditorValues>;
  field: EditorField;
  index: number;
  count: number;
  /** The name the server will give it when none is typed. */
  madeName: string;
  /** Just added: the cursor goes to its label. */
  focus: boolean;
}

/**
 * One field: its type, name, label and placeholder (each with its Arabic beside it), options,
 * whether it is required; moved and removed in place.
 */
function FieldEditor({ form, field, index, count, madeName, focus }: FieldEditorProps) {
  const { t } = useTranslation();
  const path = `fields.${index}` as const;
  const number = index + 1;
  const name = field.label.trim() || t('formBuilder.fields.unnamed', { number });
  const choices = fieldTypeHasOptions(field.fieldType);
  const types = FORM_FIELD_TYPES.map((type) => ({
    value: type,
    label: t(`formBuilder.fields.types.${type}`),
  }));

  return (
    <li>
      <Fieldset
        className={classes.field}
        legend={
          <Text component="span" fw={600} fz="sm">
            {t('formBuilder.fields.number', { number })}
          </Text>
        }
      >
        <Group gap={2} className={classes.fieldTools} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === 0}
            onClick={() => form.reorderListItem('fields', { from: index, to: index - 1 })}
            aria-label={t('formBuilder.fields.moveUp', { label: name })}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === count - 1}
            onClick={() => form.reorderListItem('fields', { from: index, to: index + 1 })}
            aria-label={t('formBuilder.fields.moveDown', { label: name })}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => form.removeListItem('fields', index)}
            aria-label={t('formBuilder.fields.remove', { label: name })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Select
            label={t('formBuilder.fields.type')}
            data={types}
            allowDeselect={false}
            {...form.getInputProps(`${path}.fieldType`)}
            onChange={(type) => type && form.setFieldValue(`${path}.fieldType`, type as FormFieldType)}
          />
          <TextInput
            label={t('formBuilder.fields.fieldName')}
            description={t('formBuilder.fields.fieldNameText', { name: madeName })}
            placeholder={madeName}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps(`${path}.fieldName`)}
          />
          <TextInput
            label={t('formBuilder.fields.label')}
            required
            autoFocus={focus}
            {...ENGLISH_INPUT}
            {...form.getInputProps(`${path}.label`)}
          />
          <TextInput
            label={t('formBuilder.fields.labelAr')}
            {...ARABIC_INPUT}
            {...form.getInputProps(`${path}.labelAr`)}
          />
          <TextInput
            label={t('formBuilder.fields.placeholder')}
            {...ENGLISH_INPUT}
            {...form.getInputProps(`${path}.placeholder`)}
          />
          <TextInput
            label={t('formBuilder.fields.placeholderAr')}
            {...ARABIC_INPUT}
            {...form.getInputProps(`${path}.placeholderAr`)}
          />
        </SimpleGrid>
        {choices && <OptionsEditor form={form} field={field} index={index} />}
        <Switch
          label={t('formBuilder.fields.required')}
          mt="sm"
          {...form.getInputProps(`${path}.isRequired`, { type: 'checkbox' })}
        />
      </Fieldset>
    </li>
  );
}

/** The form's fields in order, each with its own controls, and Add Field under them. */
export function FormFieldsEditor({ form }: { form: UseFormReturnType<EditorValues> }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string | null>(null);
  const fields = form.values.fields;
  const names = fieldNames(fields);

  const add = () => {
    const field = newField();
    form.insertListItem('fields', field);
    setAdded(field.key);
  };

  return (
    <Fieldset
      legend={
        <Text component="span" fw={700}>
          {t('formBuilder.fields.legend')}
        </Text>
      }
      variant="unstyled"
    >
      {fields.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('formBuilder.fields.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="md" className={classes.fieldList}>
          {fields.map((field, index) => (
            <FieldEditor
              key={field.key}
              form={form}
              field={field}
              index={index}
              count={fields.length}
              madeName={names[index] ?? ''}
              focus={field.key === added}
            />
          ))}
        </Stack>
      )}
      <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={add} mt="md">
        {t('formBuilder.fields.add')}
      </Button>
    </Fieldset>
  );
}
