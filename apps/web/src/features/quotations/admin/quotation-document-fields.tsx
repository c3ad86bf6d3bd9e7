import { Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconFileSearch } from '@tabler/icons-react';
import { LANGUAGE_NAMES, LANGUAGES } from '@tc/contracts/language';
import { centreDate, pdfThemes } from '@tc/contracts/schemas';
import { DateField } from '../../../app/date-field';
import { useTranslation } from '../../../i18n/translate';
import type { QuotationValues } from './quotation-form';

interface DocumentFieldsProps {
  form: UseFormReturnType<QuotationValues>;
  /** Only a new quotation offers to be mailed at once; a saved one has Send in its menu. */
  offerSending: boolean;
  previewing: boolean;
  onPreview: () => void;
}

/**
 * The document itself: valid until, its language, the PDF's theme (with its preview), notes, and
 * sending.
 */
export function QuotationDocumentFields({ form, offerSending, previewing, onPreview }: DocumentFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="sm">
          <DateField
            label={t('adminQuotations.fields.validUntil')}
            description={t('adminQuotations.fields.validUntilText')}
            min={centreDate(new Date())}
            {...form.getInputProps('validUntil')}
          />
          {/* Each language named in itself, as the language switch names it. */}
          <Select
            label={t('adminQuotations.fields.language')}
            description={t('adminQuotations.fields.languageText')}
            placeholder={t('adminQuotations.fields.languageDefault')}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
            clearable
            {...form.getInputProps('language')}
          />
        </Stack>
        <Stack gap="xs">
          <Radio.Group
            label={t('adminQuotations.fields.theme')}
            description={t('adminQuotations.fields.themeText')}
            {...form.getInputProps('pdfTheme')}
          >
            <Group gap="md" mt={8}>
              {pdfThemes.map((theme) => (
                <Radio key={theme} value={theme} label={t(`pdfTheme.${theme}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Button
            variant="default"
            size="xs"
            w="fit-content"
            leftSection={<IconFileSearch size={16} aria-hidden />}
            loading={previewing}
            onClick={onPreview}
          >
            {t('adminQuotations.preview')}
          </Button>
        </Stack>
      </SimpleGrid>
      {/* Each line of a note in its own direction as it is typed, as the PDF prints it. */}
      <Textarea
        label={t('adminQuotations.fields.notes')}
        description={t('adminQuotations.fields.notesText')}
        autosize
        minRows={2}
        dir="auto"
        styles={{ input: { unicodeBidi: 'plaintext' } }}
        {...form.getInputProps('notes')}
      />
      {offerSending && (
        <Checkbox
          label={t('adminQuotations.fields.sendEmail')}
          description={t('adminQuotations.fields.sendEmailText')}
          {...form.getInputProps('sendEmail', { type: 'checkbox' })}
        />
      )}
    </>
  );
}
