import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconEye, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Localized, textAttributes } from '../../../i18n/localized-text';
import { useTranslation } from '../../../i18n/translate';
import { emptyFieldValue, FormFieldControl, type FormFieldValue } from '../form-field-control';
import { formText } from '../public-form-body';
import { type EditorValues, previewForm } from './form-values';
import classes from './forms-admin.module.css';

/**
 * The form as a visitor will see it, from what is typed: the same field controls as the public
 * page. The admin may try it; its button shows the success message and sends nothing.
 */
export function FormPreview({ values }: { values: EditorValues }) {
  const { t } = useTranslation();
  const preview = previewForm(values, t('formBuilder.preview.untitled'));
  // In the console's language, as a visitor reading that language will see it.
  const button = formText(preview, 'submitButtonText', t('forms.submit'));
  const thanks = formText(preview, 'successMessage', t('forms.thankYouText'));
  // Answers by the editor's field key: a field keeps its answer while it is renamed or moved.
  const [answers, setAnswers] = useState<Record<string, FormFieldValue>>({});
  const [sent, setSent] = useState(false);

  return (
    <section aria-labelledby="form-preview-title" className={classes.preview}>
      <Text id="form-preview-title" component="h3" fw={700} fz="md" className={classes.previewHeading}>
        <IconEye size={18} aria-hidden />
        {t('formBuilder.preview.title')}
      </Text>
      <Text fz="xs" c="dimmed" mb="xs">
        {t('formBuilder.preview.text')}
      </Text>
      <Paper withBorder p="md" radius="md" className={classes.previewPage}>
        <Title order={4} fz="h3">
          <Localized item={preview} field="title" />
        </Title>
        {preview.description && (
          <Text c="dimmed" mt={4} className={classes.description}>
            <Localized item={preview} field="description" />
          </Text>
        )}
        {sent ? (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} mt="md">
            <Text fz="sm" {...textAttributes(thanks.language)}>
              {thanks.text}
            </Text>
            <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setSent(false)}>
              {t('formBuilder.preview.again')}
            </Button>
          </Alert>
        ) : (
          <Stack gap="md" mt="md">
            {preview.fields.length === 0 && (
              <Text fz="sm" c="dimmed">
                {t('formBuilder.preview.noFields')}
              </Text>
            )}
            {preview.fields.map((field) => (
              <FormFieldControl
                key={field.id}
                field={{ ...field, label: field.label || '…' }}
                idPrefix={`form-preview-${field.id}`}
                value={answers[field.id] ?? emptyFieldValue(field)}
                onChange={(value) => setAnswers((current) => ({ ...current, [field.id]: value }))}
              />
            ))}
            <Button
              type="button"
              leftSection={<IconSend size={18} className="mantine-rotate-rtl" aria-hidden />}
              onClick={() => setSent(true)}
              className={classes.previewSubmit}
            >
              <span {...textAttributes(button.language)}>{button.text}</span>
            </Button>
          </Stack>
        )}
      </Paper>
    </section>
  );
}
